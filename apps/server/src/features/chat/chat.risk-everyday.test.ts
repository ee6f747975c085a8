import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Says each message in turn to a new user and returns the last reply. */
async function conversation(...messages: string[]): Promise<string> {
  const who = await chatUser(app);
  let last = "";
  for (const message of messages) last = (await sayTo(app, who, message)).message;
  return last;
}

/** Risk told in passing, at any turn (issue 27, decision 154): what to do now, who to see, 192 when it cannot wait. */
describe("food kept or shared in a way that harms", () => {
  it("tells someone whose lunchbox sat out all day not to eat it, the food said a turn before", async () => {
    expect(await conversation("levei marmita de frango com arroz pro trabalho", "esqueci fora da geladeira o dia todo, ainda da pra comer na janta?")).toMatch(/^\*\*Não coma/);
    expect(await conversation("a quentinha de strogonoff ficou no carro a tarde toda, ainda presta?")).toContain("toxinas que não saem ao requentar");
    expect(await conversation("salpicao com maionese no isopor sem gelo fica de boa ate a tarde na praia?")).toMatch(/^\*\*Sem gelo, não/);
  });

  it("answers a lunchbox kept in the fridge as food, with no warning", async () => {
    const reply = await conversation("deixei a marmita de ontem na geladeira", "posso esquentar no micro-ondas do trampo?");
    expect(reply).not.toContain("vai para o lixo");
  });

  it("tells a celiac that the shared fryer or sandwich maker carries gluten, and asks about the fryer first", async () => {
    expect(await conversation("sou celiaca", "vou no boteco hj, a batata frita é só batata né? pode?")).toContain("a fritura é o risco");
    expect(await conversation("sou celiaco", "o garçom disse que frita no mesmo oleo do pastel")).toMatch(/^\*\*Não é seguro para quem tem doença celíaca/);
    expect(await conversation("tenho doença celiaca", "na sanduicheira da firma todo mundo usa com pao normal, tem problema?")).toContain("Sanduicheira");
  });

  it("tells someone allergic that taking the food off the plate does not take the allergen off", async () => {
    const reply = await conversation("tenho alergia a camarão", "no aniversario vai ter risoto de camarao", "se eu so tirar os camarao e comer o arroz, tem problema?");
    expect(reply).toMatch(/^\*\*Não: tirar o alimento do prato/);
  });

  it("warns of the allergen's dish waiting at a party instead of wishing a good party, and leaves a safe dish alone", async () => {
    const reply = await conversation("tenho alergia a camarão", "vou num aniversario e vai ter risoto de camarao");
    expect(reply).toMatch(/^⚠️ \*\*Com a sua alergia a frutos do mar, esse prato fica de fora por inteiro/);
    expect(reply).not.toContain("aproveite");
    expect(await conversation("tenho alergia a camarão", "vou num aniversario e vai ter churrasco")).not.toContain("fica de fora por inteiro");
  });

  it("tells a parent whose allergic child already ate from the shared knife what to watch and when to call 192", async () => {
    const reply = await conversation("meu filho tem alergia a amendoim", "passei requeijao no pao dele com a mesma faca da pasta de amendoim, sem lavar. ele ja comeu");
    expect(reply).toContain("Fique perto dele");
    expect(reply).toContain("192 (SAMU)");
  });

  it("reads a past reaction as the allergy's history, and a reaction now as the emergency", async () => {
    expect(await conversation("tenho alergia a camarão, ja fechou minha garganta uma vez")).not.toContain("Aja agora");
    expect(await conversation("sou alergico a amendoim, quando era crianca minha boca inchou", "posso comer paçoca?")).not.toContain("Aja agora");
    expect(await conversation("comi camarão e minha garganta ta fechando")).toContain("Aja agora");
  });

  it("tells a pregnant woman that rare meat and soft egg are out, without turning a hard-boiled egg into a warning", async () => {
    expect(await conversation("gestante de 12 semanas", "amo picanha mal passada, sangrando, pode?")).toMatch(/^\*\*Na gestação, não: carne só bem passada/);
    expect(await conversation("to gravida", "ovo com a gema mole pode?")).toContain("Salmonella");
    expect(await conversation("to gravida", "ovo cozido bem durinho pode comer todo dia?")).not.toContain("toxoplasmose");
  });
});

describe("honey for a baby under one", () => {
  it("says no honey at all before one year, with what helps the cough, and no honey card", async () => {
    const reply = await conversation("minha filha tem 8 meses e ta com tosse", "posso dar um pouquinho de mel com limao pra ela?");
    expect(reply).toMatch(/^🚫 \*\*Mel não deve ser oferecido a bebês com menos de 1 ano: nem um pouquinho/);
    expect(reply).toContain("192 (SAMU)");
    expect(reply).not.toContain("kcal");
    expect(await conversation("meu nenem de 5 meses pode tomar cha com melzinho?")).toContain("botulismo");
  });

  it("leaves honey for a child of three and a honeymoon alone", async () => {
    expect(await conversation("meu filho de 3 anos pode comer mel?")).not.toContain("nem um pouquinho");
    expect(await conversation("meu filho tem 1 ano e 3 meses", "posso dar mel pra ele no mingau?")).not.toContain("nem um pouquinho");
    expect(await conversation("meu bebe tem 8 meses", "na lua de mel comi muito doce, o que faço agora?")).not.toContain("Mel não");
  });
});

describe("a baby's drinks and bottle", () => {
  it("says a breastfed baby under six months needs no water or tea, even in the heat, and leaves the mother's own tea alone", async () => {
    expect(await conversation("meu bebe tem 2 meses, mama no peito", "ta calor, posso dar agua ou chazinho pra ele?")).toMatch(/^\*\*Antes dos 6 meses, o bebê que mama no peito precisa só do leite materno/);
    expect(await conversation("meu bebe tem 2 meses", "posso tomar cha de camomila pra dormir?")).not.toContain("Antes dos 6 meses");
  });

  it("says the milk left in the bottle goes out, not to the next feed", async () => {
    expect(await conversation("sobrou leite na mamadeira da madrugada", "posso dar de manha pra ele?")).toMatch(/^\*\*Não: o que sobrou na mamadeira/);
  });

  it("keeps the no when the food left out smells fine", async () => {
    const reply = await conversation("a marmita ficou na mochila desde cedo, umas 6h, tava calor", "cheira normal, como?");
    expect(reply).toMatch(/^\*\*Mesmo assim, não coma/);
  });
});

describe("what the body says, told in passing", () => {
  it("sends a very high reading with symptoms to the emergency, and keeps it when a tea is asked next", async () => {
    const who = await chatUser(app);
    const first = (await sayTo(app, who, "medi a pressao da minha mae deu 19x12 e ela ta com dor de cabeça forte e vendo tudo embaçado")).message;
    expect(first).toMatch(/^🚨 \*\*Pressão de 190 por 120 com esses sintomas é uma urgência/);
    const tea = (await sayTo(app, who, "da pra dar um cha de chuchu?")).message;
    expect(tea).toContain("192");
    expect(tea).toContain("Chá (de chuchu");
    expect(await conversation("aferi aqui 17 por 11 e to com dor na nuca")).toContain("urgência");
  });

  it("answers what to eat after a high reading told the turn before, and leaves a normal reading and a pressure cooker alone", async () => {
    expect(await conversation("minha pressão deu 16 por 10 hj na farmacia, mas to de boa", "o que eu como pra baixar?")).toMatch(/^\*\*Para ajudar a baixar a pressão pela comida/);
    expect(await conversation("minha pressao ta otima, 12 por 8", "qual a melhor fruta antes do treino?")).not.toContain("Pressão de");
    expect(await conversation("quanto tempo de panela de pressao pro feijao?", "e a pressao da panela tem que ser alta?")).not.toMatch(/192|Pressão de/);
  });

  it("gives first aid for low blood sugar felt in everyday words, the medicine said a turn before", async () => {
    const reply = await conversation("tomo metformina e glibenclamida", "agora to meio tremulo e com a vista turva, sera que comi pouco?");
    expect(reply).toContain("15 g de açúcar rápido");
  });

  it("tells someone who fainted without breakfast to eat once awake and be seen today, and a joke stays a joke", async () => {
    const reply = await conversation("to fazendo dieta", "hj desmaiei no onibus de manha, nao tinha tomado cafe");
    expect(reply).toContain("coma algo com carboidrato");
    expect(reply).toContain("dieta que faz desmaiar");
    expect(reply).not.toContain("não coma nem beba nada");
    expect(await conversation("quase desmaiei de rir com meu sobrinho hj kkkk")).not.toContain("192");
  });

  it("says a racing heart on energy drinks or pre-workout is not normal, with the caffeine limit and 192", async () => {
    expect(await conversation("tomo uns 4 energetico por dia e as vezes o coracao fica disparado, é normal?")).toMatch(/^⚠️ \*\*Não é normal/);
    expect(await conversation("com o pre treino meu coracao bate muito rapido, pode?")).toContain("400 mg");
  });

  it("says no to vitamin D of 50,000 a day, the vitamin named a turn before, and not to the weekly dose", async () => {
    expect(await conversation("vi no tiktok que vitamina D faz emagrecer", "comprei de 50.000 UI, vou tomar 1 por dia, blz?")).toMatch(/^\*\*Não tome 50\.000 UI de vitamina D por dia/);
    expect(await conversation("o medico passou vitamina d 50.000 ui uma vez por semana, tomo com comida?")).not.toContain("Não tome");
  });
});

describe("restriction in slang, and pills taken from someone else", () => {
  it("reads water and black coffee until Monday as days without food", async () => {
    expect(await conversation("quero secar pro verao", "vou ficar so na agua e cafe preto ate segunda")).toContain("não é seguro");
  });

  it("answers a diuretic taken from one's mother as one's own, not as worry about the mother", async () => {
    const reply = await conversation("peguei a hidroclorotiazida da minha mae pra desinchar pro casamento", "tomo 1 por dia ate la, ta tranquilo?");
    expect(reply).toMatch(/^\*\*Não está ok/);
    expect(reply).not.toContain("Que bom que você percebeu");
  });
});
