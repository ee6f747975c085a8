import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const newUser = async () => {
  const who = await chatUser(app);
  await setProfile(app, who.auth, { age: 34, weight: 68.5, height: 165, gender: "FEMALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" });
  return who;
};

/** The conversation's last reply, after the turns before it. */
async function lastReply(...turns: string[]) {
  const who = await newUser();
  let reply = await sayTo(app, who, turns[0]!);
  for (const turn of turns.slice(1)) reply = await sayTo(app, who, turn);
  return reply;
}

const NOTES = /Na gestação, evite fígado|só se for pasteurizado|Com doença renal, esta refeição|Com doença renal, atenção ao potássio|Com pressão alta, esta refeição|esta refeição é pequena|Com a caneta \(GLP-1\)/;

describe("what the person said of themself is read against the card's foods and the day (issue 27, decision 222)", () => {
  it.each([
    [["to gravida de 5 meses", "almocei figado acebolado com arroz e feijao"], /Na gestação, evite fígado[\s\S]*vitamina A[\s\S]*obstetra/],
    [["descobri que to gravida semana passada", "hoje no almoco teve figado de galinha com arroz"], /vitamina A/],
    [["tenho doenca renal cronica, faco tratamento", "almocei 300g de frango grelhado e 2 ovos"], /Com doença renal, esta refeição tem bastante proteína[\s\S]*nefrologista/],
    [["faco hemodialise, tenho problema nos rins", "comi uma banana, uma laranja e agua de coco"], /atenção ao potássio[\s\S]*mg/],
    [["tomo glibenclamida", "janta foi uma torrada"], /esta refeição é pequena[\s\S]*açúcar rápido/],
    [["uso semaglutida 1mg", "cafe da manha: cafe preto. almoco: meia banana"], /Com a caneta \(GLP-1\), o seu dia até agora soma só cerca de \d+ kcal/],
  ])("%j: one note under the card", async (turns, note) => {
    const reply = await lastReply(...turns);
    expect(reply.calculationId).not.toBeNull();
    expect(reply.message).toMatch(note);
    expect(reply.message.match(new RegExp(NOTES, "g"))?.length).toBe(1);
  });

  it.each([
    [["to gravida", "almocei arroz feijao frango grelhado e salada"]],
    [["sou hipertenso", "almocei arroz, feijao e frango grelhado"]],
    [["faco hemodialise, tenho doenca renal", "almocei 200g de frango grelhado com arroz"]],
    [["tomo ozempic", "almocei arroz, feijao, frango e salada, 1 prato cheio"]],
    [["to usando mounjaro faz 1 mes", "jantei 2 fatias de pizza de calabresa"]],
  ])("%j: nothing applies, no note", async (turns) => {
    const reply = await lastReply(...turns);
    expect(reply.calculationId).not.toBeNull();
    expect(reply.message).not.toMatch(NOTES);
  });

  it.each([
    [["to gravida", "comi uma picanha com farofa no almoco", "e uma tacinha de vinho no jantar pode?"], /nem uma tacinha[\s\S]*obstetra/],
    [["to gestante", "e um vinho no fim de semana?"], /nem uma tacinha/],
    [["to amamentando", "posso tomar uma cerveja no churrasco?"], /2 a 3 horas por dose/],
  ])("%j: the drink asked of in pregnancy or breastfeeding is answered for the baby", async (turns, answer) => {
    const reply = await lastReply(...turns);
    expect(reply.message).toMatch(answer);
    expect(reply.message).not.toMatch(/não tenho na minha base|fim de semana sem/i);
  });
});
