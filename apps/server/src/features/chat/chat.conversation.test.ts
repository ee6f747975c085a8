import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TMealPlan, TMealPlanSummary } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import { foldText } from "./chat.text";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const say = (who: TTestUser, message: string) => sayTo(app, who, message);
const newUser = () => chatUser(app);

describe("questions about the meal on the card are answered from it (issue 27)", () => {
  it("answers the nutrient asked, whether it was a lot for that meal, and what is left of the day, logging nothing", async () => {
    const who = await newUser();
    const card = await say(who, "lanche da tarde: 4 pães de queijo e um cappuccino");
    const sodium = await say(who, "qnt de sódio tem isso tudo?");
    expect(sodium.calculation).toBeNull();
    expect(sodium.message).toMatch(/^Essa refeição tem cerca de \*\*[\d.,]+ mg de sódio\*\*/);
    const much = await say(who, "isso é muito pra um lanche?");
    expect(much.message).toContain("Para um lanche");
    expect(much.message).toContain("passou bastante");
    expect(much.message).toMatch(/Sobram cerca de \*\*[\d.,]+ kcal\*\* para o resto do dia/);
    expect(much.message).toContain(`**${String(card.calculation!.totalCalories).replace(".", ",")} kcal**`);
  });

  it("estimates the sugar of the sweet items when asked", async () => {
    const who = await newUser();
    await say(who, "tomei uma coca de 600 e comi um brigadeiro");
    const sugar = await say(who, "quanto açúcar tem isso?");
    expect(sugar.message).toMatch(/cerca de \*\*[\d.,]+ g de açúcar\*\* ao todo/);
    expect(sugar.message).toContain("Brigadeiro");
  });

  it("answers a nutrient of one food on the card for the amount eaten, not the table's usual portion", async () => {
    const who = await newUser();
    await say(who, "comi um pastel de carne na feira");
    await say(who, "e um caldo de cana de 500ml");
    const sugar = await say(who, "quanto açúcar tem o caldo de cana?");
    expect(sugar.message).toContain("caldo de cana (500 ml)");
    expect(sugar.message).not.toContain("1 copo (240 g)");
  });

  it("names the item that weighed most", async () => {
    const who = await newUser();
    await say(who, "jantei 2 fatias de pizza de calabresa e uma coca lata");
    const top = await say(who, "quanto deu e o que pesou mais?");
    expect(top.message).toMatch(/O que mais pesou foi \*\*Pizza calabresa\*\*/);
  });

  it("says a light dinner was light when the person is still hungry", async () => {
    const who = await newUser();
    await say(who, "jantei só uma salada com atum");
    const hungry = await say(who, "foi pouca coisa? to com fome ainda");
    expect(hungry.message).toContain("Para um jantar");
    expect(hungry.message).toContain("ficou leve");
    expect(hungry.message).toContain("proteína ou de fibra");
  });

  it("leaves a question about another food to the food answer", async () => {
    const who = await newUser();
    await say(who, "almocei arroz e feijão");
    const other = await say(who, "quantas calorias tem uma banana?");
    expect(other.message).toMatch(/Banana/);
    expect(other.message).not.toContain("Para um almoço");
  });
});

describe("advice about the meal on the card weighs each food against what the person said (issue 27)", () => {
  it("tells someone with high cholesterol that a fatty cut is for occasions, from the card and not an article", async () => {
    const who = await newUser();
    const said = await say(who, "meu colesterol ta alto, o medico pediu pra cuidar da alimentação");
    expect(said.message).toContain("**Colesterol alto**");
    const card = await say(who, "almocei picanha com farofa");
    const advice = await say(who, "posso comer isso toda semana?");
    expect(advice.calculation).toBeNull();
    expect(advice.message).toContain(`**${String(card.calculation!.totalCalories).replace(".", ",")} kcal**`);
    expect(advice.message).toMatch(/Com colesterol alto, vá com calma em picanha/);
    expect(advice.message).toContain("**Frequência:** do jeito que está, é melhor para ocasiões");
    expect(advice.message).not.toContain("engorda?");
  });

  it("does not let a sweet bowl with little protein stand for lunch every day", async () => {
    const who = await newUser();
    await say(who, "tomei um açaí de 500 ml com banana e granola");
    const advice = await say(who, "dá pra substituir o almoço por isso sempre?");
    expect(advice.message).toMatch(/Tem só \*\*[\d,]+ g de proteína\*\*/);
    expect(advice.message).toContain("açúcar adicionado");
    expect(advice.message).toContain("é melhor para ocasiões");
  });

  it("says a balanced plate can be repeated, with what would round it off", async () => {
    const who = await newUser();
    await say(who, "jantei arroz, feijão, frango grelhado e salada");
    const advice = await say(who, "posso comer isso todo dia?");
    expect(advice.calculation).toBeNull();
    expect(advice.message).toContain("**Frequência:** ");
    expect(advice.message).not.toContain("ocasiões");
  });
});

describe("a size, a count or the meal told in detail edits the same card", () => {
  it("keeps one card through a resize, a count and a question", async () => {
    const who = await newUser();
    const first = await say(who, "comi um açaí de 500 ml com leite condensado e granola");
    const smaller = await say(who, "era de 300 ml, não 500");
    expect(smaller.calculationId).toBe(first.calculationId);
    expect(smaller.calculation!.items[0]!.grams).toBe(300);
    expect(smaller.calculation!.totalCalories).toBeLessThan(first.calculation!.totalCalories);
    const detailed = await say(who, "tira o leite condensado");
    expect(detailed.calculation!.items).toHaveLength(2);
  });

  it("reads a detailed retelling as the same meal", async () => {
    const who = await newUser();
    const first = await say(who, "jantei uma salada com atum");
    const detail = await say(who, "alface, tomate, 1 lata de atum em óleo e 1 colher de azeite");
    expect(detail.calculationId).toBe(first.calculationId);
    expect(detail.calculation!.items.map((i) => i.food).join(" ")).toMatch(/Azeite/);
  });
});

describe("a fraction or another meal after a card (issue 27)", () => {
  it("halves the plate on 'comi só metade do prato', naming the food with its accents, and starts a new card for a meal at night", async () => {
    const who = await newUser();
    const card = await say(who, "no almoço comi um prato de macarrão à bolonhesa");
    const half = await say(who, "e comi só metade do prato");
    expect(half.calculationId).toBe(card.calculationId);
    expect(half.message).toContain("metade de macarrão");
    expect(half.calculation!.totalCalories).toBeCloseTo(card.calculation!.totalCalories / 2, 0);
    const night = await say(who, "e de noite comi uma tapioca de queijo coalho");
    expect(night.calculationId).not.toBe(card.calculationId);
    expect(night.calculation!.items.map((i) => i.food)).toEqual(["Tapioca simples", "Queijo coalho"]);
  });

  it("answers 'isso deu quantas calorias?' from the card after a filling was corrected, logging nothing new", async () => {
    const who = await newUser();
    await say(who, "comi um strogonoff de carne com arroz e batata palha");
    const fixed = await say(who, "ops, era de frango, não de carne");
    const asked = await say(who, "isso deu quantas calorias?");
    expect(asked.calculation).toBeNull();
    expect(asked.message).toContain("Estrogonofe de frango");
    expect(asked.message).toContain(`**${String(fixed.calculation!.totalCalories).replace(".", ",")} kcal**`);
  });

  it("answers how much to cut from the runner's own expenditure, with the weeks the kilos take", async () => {
    const who = await newUser();
    await say(who, "corro uns 50 km por semana, to treinando pra maratona");
    const cut = await say(who, "quero perder uns 3 kg pra prova, quanto devo cortar por dia?");
    expect(cut.message).toContain("já contando o treino que você me contou");
    expect(cut.message).toContain("corte **300 a 500 kcal por dia**");
    expect(cut.message).toMatch(/Para perder \*\*3 kg\*\* nesse ritmo, conte com cerca de \*\*\d+ a \d+ semanas\*\*/);
    expect(cut.message).toContain("não faça déficit nas 1 a 2 semanas antes da prova");
  });
});

describe("risks said in passing or in slang (issue 27)", () => {
  it("answers fizzy drinks and beer after a bariatric surgery said earlier with the team's caution, not a weekend tip", async () => {
    const who = await newUser();
    await say(who, "fiz bariátrica faz 2 meses");
    const drinks = await say(who, "posso tomar refrigerante e cerveja no fim de semana?");
    expect(drinks.message).toContain("Depois da bariátrica, refrigerante, água com gás e bebidas alcoólicas ficam de fora");
    expect(drinks.message).toContain("**cirurgião**");
  });

  it("meets a whole day on one apple told with pride with support, never a meal card", async () => {
    const who = await newUser();
    const proud = await say(who, "hoje só comi uma maçã o dia todo, to muito orgulhosa de mim");
    expect(proud.calculation).toBeNull();
    expect(proud.message).toContain("188");
  });
});

describe("a plan request continued over several messages (issue 27)", () => {
  it("rebuilds the plan with the meals per day, the budget and the exclusion said after the request", async () => {
    const who = await newUser();
    await say(who, "não como carne de porco");
    await say(who, "me faz um plano de 1600 kcal");
    const reply = await say(who, "com 5 refeições, e barato, coisa de mercado comum");
    expect(reply.message).toContain("5 refeições por dia");
    expect(reply.message).toContain("sem carne de porco");
    expect(reply.message).toContain("alimentos básicos e baratos");
    const plans = (await app.inject({ method: "GET", url: "/api/meal-plans", headers: who.auth })).json<{ plans: TMealPlanSummary[] }>().plans;
    expect(plans).toHaveLength(2);
    const latest = [...plans].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const plan = (await app.inject({ method: "GET", url: `/api/meal-plans/${latest.id}`, headers: who.auth })).json<TMealPlan>();
    expect(plan.meals).toHaveLength(5);
    for (const day of plan.days) {
      expect(day.meals).toHaveLength(5);
      expect(Math.abs(day.totals.calories - 1600) / 1600).toBeLessThanOrEqual(0.05);
      const foods = day.meals.flatMap((m) => m.items.map((i) => i.food)).join(" | ");
      expect(foods).not.toMatch(/porco|lombo|pernil|bacon|linguiça|presunto|Salmão|Camarão|Castanha-do-Pará/i);
    }
  });
});

describe("swaps and equivalences are answered, never logged (issue 27)", () => {
  it("answers a wish to swap the food just logged with the amount of the new food, in two messages too", async () => {
    const who = await newUser();
    const card = await say(who, "no almoço como 4 colheres de arroz");
    const swap = await say(who, "quero trocar por batata doce");
    expect(swap.calculation).toBeNull();
    expect(swap.message).toMatch(/Arroz branco cozido \(4 colheres de sopa \(100 g\)\) tem cerca de \*\*28,1 g de carboidratos\*\*/);
    expect(swap.message).toMatch(/\*\*1\d\d g de batata doce cozida\*\*/);
    const asked = await say(who, "quero trocar o arroz do almoço");
    expect(asked.message).toContain("Por qual alimento você quer trocar");
    const target = await say(who, "por macarrão");
    expect(target.message).toMatch(/g de macarr[aã]o/i);
    const history = (await app.inject({ method: "GET", url: "/api/chat/history", headers: who.auth })).json<{ messages: { calculation: { id: string } | null }[] }>();
    expect(new Set(history.messages.map((m) => m.calculation?.id).filter(Boolean))).toEqual(new Set([card.calculationId]));
  });

  it("reads 'pelo integral' as the wholegrain kind of the same food, and answers the amount asked next", async () => {
    const who = await newUser();
    const swap = await say(who, "quero trocar o arroz branco pelo integral");
    expect(swap.calculation).toBeNull();
    expect(swap.message).toMatch(/cerca de \*\*\d+ g de arroz integral cozido\*\*/);
    const same = await say(who, "a quantidade é a mesma?");
    expect(same.message).toMatch(/cerca de \*\*\d+ g de arroz integral cozido\*\*/);
  });

  it("says which of two foods does better when asked which is better", async () => {
    const who = await newUser();
    const better = await say(who, "pão integral ou pão francês, qual é melhor?");
    expect(better.calculation).toBeNull();
    expect(better.message).toMatch(/Para o dia a dia, \*\*pão integral\*\* sai na frente: [^.]*mais fibra/);
  });

  it("answers an equivalence by the nutrient asked and in the unit asked", async () => {
    const who = await newUser();
    const protein = await say(who, "quantos gramas de frango tem a mesma proteína de 2 ovos?");
    expect(protein.calculation).toBeNull();
    expect(protein.message).toContain("Ovo cozido (2 unidades (100 g)) tem cerca de **13,3 g de proteína**");
    const spoons = await say(who, "1 pegador de macarrão equivale a quantas colheres de arroz?");
    expect(spoons.message).toMatch(/× colher de sopa \(25 g\)/);
    await say(who, "tomo 1 copo de leite integral por dia");
    const calcium = await say(who, "quanto iogurte natural dá o mesmo cálcio?");
    expect(calcium.message).toMatch(/mg de cálcio\*\*/);
    expect(calcium.message).toMatch(/g de iogurte natural\*\*/);
  });

  it("answers 'e isso dá quantos pães de queijo?' from the card just shown, and 'uma long neck' as a beer, in kcal asked as 'em caloria'", async () => {
    const who = await newUser();
    await say(who, "1 pão frances com requeijao da quantas calorias?");
    const cheeseBread = await say(who, "e isso da quantos pao de queijo medio?");
    expect(cheeseBread.calculation).toBeNull();
    expect(cheeseBread.message).toMatch(/somam cerca de \*\*227,1 kcal\*\*[\s\S]*g de pão de queijo\*\*/);
    const nuts = await say(who, "1 colher de sopa de pasta de amendoim da quantas castanha do para em caloria?");
    expect(nuts.message).toMatch(/g de castanha-do-pará\*\* \(cerca de 3,5 × unidade/);
    await say(who, "quantas colher de arroz da um pao frances?");
    const cuscuz = await say(who, "e de cuscuz?");
    expect(cuscuz.message).toMatch(/Pão francês \(1 unidade \(50 g\)\) tem cerca de \*\*29,3 g de carboidratos\*\*[\s\S]*g de cuscuz de milho\*\*/);
    // A judgement between the two is the entry on both (decision 151), never a log.
    expect((await say(who, "arroz integral é melhor que o branco?")).message).toMatch(/\*\*Arroz integral emagrece mais que o branco\?\*\*[\s\S]*mais fibra/);
    const beer = await say(who, "e uma long neck equivale a quantas taça de vinho?");
    expect(beer.message).toMatch(/Cerveja \(1 long neck \(355 g\)\)[\s\S]*g de vinho tinto\*\*/);
  });
});

describe("a child's age said earlier shapes the answer", () => {
  it("says honey is no botulism risk after 1 year but still sugar before 2, and that a baby under 1 gets none", async () => {
    const toddler = await newUser();
    await say(toddler, "meu filho tem 1 ano e 3 meses");
    const honey = await say(toddler, "posso dar mel pra ele no mingau? e achocolatado?");
    expect(honey.message).toContain("Depois de 1 ano, o mel já não traz o risco de botulismo");
    expect(honey.message).toContain("Antes dos 2 anos, não se oferece açúcar");
    const baby = await newUser();
    await say(baby, "minha filha tem 8 meses");
    expect((await say(baby, "posso dar mel pra ela?")).message).toContain("Mel não deve ser oferecido a bebês com menos de 1 ano");
  });
});

describe("a medicine said earlier", () => {
  it("warns of the potassium in salt substitutes first for someone on losartana, and not for everyone", async () => {
    const who = await newUser();
    await say(who, "sou hipertenso, tomo losartana");
    const reply = await say(who, "posso usar sal light no lugar do sal normal?");
    expect(reply.message.startsWith("⚠️ **Sal light e substitutos do sal levam cloreto de potássio.** Com remédios como losartana")).toBe(true);
    const other = await newUser();
    expect((await say(other, "posso usar sal light no lugar do sal normal?")).message).not.toContain("cloreto de potássio.** Com remédios");
  });
});

describe("where the person is", () => {
  it("suggests a typical lunch in Salvador, 'salvador' read as a place, and leaves the shellfish dish out for someone allergic to shrimp", async () => {
    const who = await newUser();
    await say(who, "tenho alergia a camarão, das fortes, ja fui parar no hospital");
    const reply = await say(who, "to em salvador, me indica um almoço tipico aqui");
    expect(reply.message).toContain("**Almoço típico na Bahia: o que escolher**");
    expect(reply.message).toContain("**carne de sol acebolada com aipim cozido e feijão fradinho**");
    expect(reply.message).not.toContain("**moqueca de peixe com arroz");
  });
});

describe("raw egg in pregnancy, however it is said", () => {
  it("warns a pregnant woman off a mousse made with raw egg white, though the table only knows cooked egg white", async () => {
    const who = await newUser();
    await say(who, "to de 7 meses, o bebe ja chuta mt kkk");
    const reply = await say(who, "minha mae fez mousse de maracuja daquele com clara em neve crua, posso comer?");
    expect(reply.message.startsWith("🚫 **Na gestação e para crianças, nada de ovo cru")).toBe(true);
    expect(reply.message).toContain("salmonela");
  });
});

describe("foods rich in a nutrient, for the meal asked", () => {
  it("suggests no steak or sardines for an iron-rich breakfast", async () => {
    const who = await newUser();
    await say(who, "ando mt cansada, o medico disse q é anemia, ferritina 8");
    const reply = await say(who, "qual cafe da manha vc me indica?");
    expect(reply.message).toContain("Para o café da manhã, uma ideia é combinar");
    const listed = reply.message.split("\n").filter((l) => / — .* de ferro$/.test(l)).join("\n");
    expect(listed).not.toMatch(/sardinha|patinho|fil[eé] mignon|carne seca|feij[aã]o/i);
    expect(listed).toMatch(/aveia|ovo|p[aã]o/i);
  });
});

describe("what was said earlier in the conversation reaches a plan asked later", () => {
  it("builds the plan with the meals per day and the diets said in earlier messages", async () => {
    const who = await newUser();
    await say(who, "só consigo comer 3x por dia por causa do trabalho");
    await say(who, "sem glúten e sem lactose");
    const reply = await say(who, "faz um plano de 3 dias");
    expect(reply.message).toMatch(/Levei em conta: .*sem glúten.*sem lactose.*3 refeições por dia/);
    const [summary] = (await app.inject({ method: "GET", url: "/api/meal-plans", headers: who.auth })).json<{ plans: TMealPlanSummary[] }>().plans;
    const plan = (await app.inject({ method: "GET", url: `/api/meal-plans/${summary!.id}`, headers: who.auth })).json<TMealPlan>();
    for (const day of plan.days) {
      expect(day.meals).toHaveLength(3);
      expect(day.meals.flatMap((m) => m.items.map((i) => i.food)).join(" | ")).not.toMatch(/pão francês|macarrão|queijo|leite integral|iogurte/i);
    }
  });
});

describe("a food taken out of the plan just made", () => {
  it("swaps every item that names it, in the same plan, and says where", async () => {
    const who = await newUser();
    await say(who, "me faz um plano alimentar de 7 dias");
    const [summary] = (await app.inject({ method: "GET", url: "/api/meal-plans", headers: who.auth })).json<{ plans: TMealPlanSummary[] }>().plans;
    const open = async () => (await app.inject({ method: "GET", url: `/api/meal-plans/${summary!.id}`, headers: who.auth })).json<TMealPlan>();
    // The plan is drawn at random: take out the first word of a food it really has (its first lunch item).
    const before = await open();
    const word = foldText(before.days[0]!.meals.find((m) => m.slot === "LUNCH")!.items[0]!.food.split(" ")[0]!);
    const named = (plan: TMealPlan) => plan.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.food))).filter((f) => foldText(f).startsWith(word));
    expect(named(before).length).toBeGreaterThan(0);
    const reply = await say(who, `tira o ${word}`);
    const left = named(await open());
    // Either every item naming it is gone, or the reply says where it stayed: never a removal claimed and not done.
    if (left.length === 0) expect(reply.message).toContain(`tirei ${word} do seu plano`);
    else expect(reply.message).toContain(`Não há um substituto equivalente para ${word}`);
    expect(left.length).toBeLessThanOrEqual(named(before).length);
    expect((await app.inject({ method: "GET", url: "/api/meal-plans", headers: who.auth })).json<{ plans: TMealPlanSummary[] }>().plans).toHaveLength(1);
  });
});

describe("an edit of the plan just made changes that plan (issue 27)", () => {
  it("draws Thursday's lunch again, leaves the other days alone, and logs nothing", async () => {
    const who = await newUser();
    await say(who, "me faz um plano alimentar de 7 dias");
    const plans = async () => (await app.inject({ method: "GET", url: "/api/meal-plans", headers: who.auth })).json<{ plans: TMealPlanSummary[] }>().plans;
    const [summary] = await plans();
    const open = async () => (await app.inject({ method: "GET", url: `/api/meal-plans/${summary!.id}`, headers: who.auth })).json<TMealPlan>();
    const before = await open();
    const edit = await say(who, "muda o almoço de quinta");
    expect(edit.calculation).toBeNull();
    expect(edit.message).toContain("troquei o almoço de quinta-feira");
    expect(edit.message).toContain(`](/meal-plans/${summary!.id})`);
    expect(await plans()).toHaveLength(1);
    const after = await open();
    const lunch = (plan: TMealPlan, day: number) => plan.days.find((d) => d.day === day)!.meals.find((m) => m.slot === "LUNCH")!;
    // The plan starts today, so Thursday is the day labelled so, not day 4.
    const thursday = before.days.find((d) => d.label === "Quinta-feira")!.day;
    expect(lunch(after, thursday).items.map((i) => i.food)).not.toEqual(lunch(before, thursday).items.map((i) => i.food));
    expect(Math.abs(lunch(after, thursday).totals.calories - lunch(before, thursday).totals.calories) / lunch(before, thursday).totals.calories).toBeLessThan(0.2);
    for (const day of [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== thursday)) expect(lunch(after, day)).toEqual(lunch(before, day));
  });
});
