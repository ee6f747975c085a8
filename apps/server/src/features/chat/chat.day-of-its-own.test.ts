import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** A follow-up about a day of its own (a race day, a day off) is answered for that day, not with the answer before again (issue 27). */
describe("a day of its own asked after another answer", () => {
  it("answers a race day with the carbohydrate of training days, not the daily targets again", async () => {
    const replies = await converse(app, "treino crossfit 5x na semana e ainda corro uns 10k no fds", "quantas calorias eu devo comer pra secar sem perder performance?", "e no dia da corrida muda alguma coisa?");
    expect(replies[2]!.message).toContain("Dia de treino longo e dia de descanso");
    expect(replies[2]!.message).not.toContain("metas diárias estimadas");
  });

  it("answers a shift worker's days off with the usual hours, not 'nothing verified'", async () => {
    const replies = await converse(app, "sou tecnica de enfermagem, trabalho plantao noturno 12x36, entro 19h e saio 7h", "e nos dias de folga pode ser normal?");
    expect(replies[1]!.message).toContain("Dias de folga de quem trabalha em turno");
  });
});
