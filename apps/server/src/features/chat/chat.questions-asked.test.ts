import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const confirm = (who: { auth: { authorization: string } }, calculationId: string | null) =>
  app.inject({ method: "POST", url: "/api/chat/confirm-food", headers: who.auth, payload: { calculationId, confirmed: true } });

/** The nutrient asked about the day is answered from the diary and the open cards, against the target (issue 27). */
describe("one nutrient of the day", () => {
  it("sums the protein of the confirmed meals and gives what is left of the target", async () => {
    const who = await chatUser(app);
    const lunch = await sayTo(app, who, "almocei 2 conchas de feijao, arroz e 1 file de frango grelhado");
    await confirm(who, lunch.calculationId);
    const reply = await sayTo(app, who, "e de proteína, quanto já comi hoje?");
    expect(reply.intent).toBe("DAY_SUMMARY");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toMatch(/\*\*[\d,]+ g de proteína\*\*/);
    expect(reply.message).toMatch(/meta é de cerca de \d+ g por dia \(\d+%\): faltam uns \d+ g/);
    expect(reply.message).not.toContain("kcal");
  });

  it("reads the fibre of a card still open, and says it counts once confirmed", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "de manhã comi um pão francês com requeijão e um café");
    const reply = await sayTo(app, who, "tô indo bem de fibra?");
    expect(reply.message).toMatch(/g de fibras\*\*, tudo de refeições analisadas e ainda não confirmadas/);
    expect(reply.message).toContain("feijão ou lentilha");
    expect(reply.message).toContain("quando você confirmar o cartão");
    expect(reply.message).not.toMatch(/Quanta fibra comer por dia/);
  });

  it("says the sodium limit is passed without guilt, with what to do for the rest of the day", async () => {
    const who = await chatUser(app);
    const dinner = await sayTo(app, who, "jantei 2 pacotes de miojo e 4 fatias de salame");
    await confirm(who, dinner.calculationId);
    const reply = await sayTo(app, who, "como fiquei de sódio no dia?");
    expect(reply.message).toMatch(/mg de sódio\*\*/);
    expect(reply.message).toContain("passa o seu limite de 2.000 mg");
    expect(reply.message).toContain("embutidos");
  });

  it("has no sugar apart in the diary: says so, with the day's carbohydrates and the WHO's limit", async () => {
    const who = await chatUser(app);
    const snack = await sayTo(app, who, "lanchei 1 lata de refrigerante e 1 brigadeiro");
    await confirm(who, snack.calculationId);
    const reply = await sayTo(app, who, "e de açúcar, como to hoje?");
    expect(reply.message).toContain("não separa o açúcar");
    expect(reply.message).toMatch(/\*\*\d+ g de carboidratos\*\* no total/);
  });

  it("measures the day against the amount the person sets ('quanto falta pra bater 100 g de proteína?'), not the profile's", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almocei arroz, feijao e 1 file de frango grelhado");
    const reply = await sayTo(app, who, "quanto falta pra eu bater 100g de proteina hoje?");
    const eaten = Number(/\*\*([\d,]+) g de proteína\*\*/.exec(reply.message)![1]!.replace(",", "."));
    expect(reply.message).toContain("Para a meta que você disse, de 100 g por dia");
    expect(reply.message).toContain(`faltam uns ${Math.round(100 - eaten)} g`);
  });

  it("'quanto de gordura deu hoje?' after two open cards sums the day, not the last card", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "no café tomei um iogurte com granola");
    await sayTo(app, who, "almocei arroz, feijão e uma coxa de frango");
    const reply = await sayTo(app, who, "quanto de gordura deu hoje?");
    expect(reply.message).toMatch(/^Hoje, até agora, você está com \*\*[\d,]+ g de gorduras\*\*/);
    expect(reply.message).toContain("confirmar os cartões");
  });

  it("a food's sodium is said against the person's daily limit", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "quanto sódio tem num pacote de miojo?");
    expect(reply.message).toMatch(/\*\*\d+% do seu limite de 2\.000 mg de sódio por dia\*\*/);
  });

  it("asked per day, the amount to eat stays the target's answer", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "quanta fibra eu deveria comer por dia?");
    expect(reply.message).not.toContain("até agora");
  });
});

/** A taste, a dislike or a habit said in passing is acknowledged and never logged (issue 27). */
describe("tastes and habits", () => {
  it.each(["eu adoro cuscuz", "sou doida por açaí", "nossa, amo pão de queijo com café", "costumo jantar uma sopa de legumes", "todo dia de manhã tomo um suco de laranja", "meu almoço geralmente é marmita de arroz e frango", "aqui em casa a gente sempre come pizza no sábado", "sou do Ceará, aqui a gente come muito cuscuz e macaxeira", "no sul a gente toma chimarrão o dia todo"])(
    "'%s' opens no card",
    async (message) => {
      const who = await chatUser(app);
      const reply = await sayTo(app, who, message);
      expect(reply.calculationId).toBeNull();
      expect(reply.intent).not.toBe("FOOD_LOG");
      expect(reply.message).not.toContain("Analisei sua refeição");
      expect(reply.message).toMatch(/Que bom saber|Anotado/);
    },
  );

  it("a dislike is kept with its accents and left out of the plan asked next", async () => {
    const who = await chatUser(app);
    const said = await sayTo(app, who, "detesto beterraba");
    expect(said.calculationId).toBeNull();
    expect(said.message).toContain("Você não gosta de **beterraba**");
    const plan = await sayTo(app, who, "monta um cardápio de 3 dias");
    expect(plan.message).toContain("sem beterraba");
  });

  it("a food disliked but wanted gets ways to eat it, and is not kept as a food to leave out", async () => {
    const who = await chatUser(app);
    const said = await sayTo(app, who, "detesto legumes, mas sei que deveria comer mais");
    expect(said.calculationId).toBeNull();
    expect(said.message).toContain("não vou tirar das sugestões");
    expect(said.message).not.toContain("Salvar no meu perfil");
  });

  it("a taste said with what was eaten today is still logged", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "amo tapioca, comi uma com queijo agora");
    expect(reply.calculationId).not.toBeNull();
  });

  it("fitting a loved food in the diet is a question, not a plan", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "sou louco por chocolate");
    const reply = await sayTo(app, who, "dá pra encaixar na dieta?");
    expect(reply.intent).not.toBe("PLAN_REQUEST");
    expect(reply.message).not.toContain("/meal-plans/");
  });
});

/** A follow-up is read with the subject before it, and never gets the same article twice (issue 27). */
describe("follow-ups", () => {
  const article = (text: string) => /^\*\*([^*\n]+)\*\*$/m.exec(text)?.[1] ?? null;

  it("a condition asked after a food gets that condition's answer, not the food's article again", async () => {
    const who = await chatUser(app);
    const first = await sayTo(app, who, "café faz mal pra saúde?");
    const next = await sayTo(app, who, "e pra quem sofre de refluxo?");
    expect(article(next.message)).not.toBe(article(first.message));
    expect(next.message).toMatch(/refluxo/i);
    expect(next.message).toMatch(/médico/);
  });

  it("says in short that the answer is the one above instead of pasting it again", async () => {
    const who = await chatUser(app);
    const first = await sayTo(app, who, "posso beber cerveja?");
    const title = article(first.message)!;
    const next = await sayTo(app, who, "e cachaça?");
    expect(next.message).not.toContain(first.message.split("\n\n")[1]!);
    expect(next.message.split(`**${title}**`).length).toBeLessThanOrEqual(2);
  });

  it("a word about the food asked before makes a kind of it ('e o frito?' is the fried egg)", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "quanta proteína tem num ovo cozido?");
    const next = await sayTo(app, who, "e o frito?");
    expect(next.message).toContain("Ovo frito");
    expect(next.message).not.toMatch(/batata/i);
  });

  it("'e com leite?' after coffee is coffee with milk, not a glass of milk", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "café engorda?");
    const next = await sayTo(app, who, "e com leite?");
    expect(next.message).toContain("Café com leite");
    expect(next.message).not.toContain("**Leite integral**");
  });
});

describe("follow-ups about a kind of the food", () => {
  it("'e se for light?' stays with the food asked before, never another food named light", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "requeijão engorda?");
    const next = await sayTo(app, who, "e se for light?");
    expect(next.message).not.toMatch(/\*\*(?!Requeij)[^*]*light[^*]*\*\* — /i);
  });

  it("a food carried from the turn before keeps away an article about something else", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "abacate engorda?");
    const next = await sayTo(app, who, "e no café da manhã, pode?");
    expect(next.message).not.toContain("Pular o café da manhã");
  });
});

/** A reply carries what the question called for (issue 27). */
describe("what the question called for", () => {
  it("no calories of a drink beside the answer that says not to drink it", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "to grávida de 5 meses, posso tomar um copinho de cerveja?");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).not.toMatch(/\d kcal/);
  });

  it("a daily soda habit asked about gets the answer on sugar and swaps, not only numbers", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "bebo uma lata de refri todo dia no almoço, é ruim?");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toContain("OMS");
    expect(reply.message).toMatch(/água com gás/);
  });
});
