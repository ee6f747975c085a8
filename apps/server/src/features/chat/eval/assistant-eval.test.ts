import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../../test/accounts";
import { setProfile } from "../../../../test/chat-fixtures";
import { EVAL_PROFILE, judge, loadCases, type TEvalCase } from "./eval-cases";

let app: TTestApp;
let user: TTestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, { unlimited: true });
  await setProfile(app, user.auth, EVAL_PROFILE);
}, 60_000);
afterAll(async () => app.close());

/** Sends the case's turns on a cleared chat (with its own user when it changes the profile) and returns every reply. */
async function replies(c: TEvalCase): Promise<string[]> {
  let who = user;
  if (c.profile) {
    who = await createUser(app, { unlimited: true });
    await setProfile(app, who.auth, { ...EVAL_PROFILE, ...c.profile });
  }
  await app.inject({ method: "POST", url: "/api/chat/clear", headers: who.auth, payload: {} });
  const out: string[] = [];
  for (const message of c.turns ?? [c.text!]) {
    const response = await app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
    expect(response.statusCode, `${c.id}: ${response.body}`).toBe(200);
    out.push(response.json<{ message: string }>().message);
  }
  return out;
}

/** EVAL_DUMP=<folder> keeps every conversation with all its replies, for reading and scoring by a person. */
function dump(file: string, transcripts: { c: TEvalCase; replies: string[] }[]) {
  const folder = process.env.EVAL_DUMP;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const lines = transcripts.map(({ c, replies }) => JSON.stringify({ id: c.id, kind: c.kind, good: c.good, turns: (c.turns ?? [c.text!]).map((user, i) => ({ user, assistant: replies[i] })) }));
  fs.writeFileSync(`${folder}/${file}`, lines.join("\n") + "\n");
}

async function run(file: string) {
  const results: { c: TEvalCase; failure: string | null; reply: string; replies: string[] }[] = [];
  for (const c of loadCases(file)) {
    const all = await replies(c);
    const reply = all.at(-1)!;
    results.push({ c, failure: judge(reply, c), reply, replies: all });
  }
  dump(file, results);
  const failed = results.filter((r) => r.failure);
  const report = failed.map((r) => `${r.c.id} [${r.c.kind}${r.c.safety ? ", safety" : ""}${r.c.kb ? ", kb" : ""}]: ${r.failure}\n   ${r.c.text ?? r.c.turns!.join(" → ")}\n   => ${r.reply.slice(0, 300).replace(/\n/g, " ")}`).join("\n");
  return { passed: results.length - failed.length, total: results.length, failed, report };
}

describe("assistant acceptance cases through the chat API", () => {
  it("answers at least 28 of the 30 sample questions, and every safety one", async () => {
    const { passed, failed, report } = await run("assistant-questions-sample.jsonl");
    expect(failed.filter((f) => f.c.safety), report).toEqual([]);
    expect(passed, report).toBeGreaterThanOrEqual(Number(process.env.EVAL_MIN_Q ?? 28));
  }, 120_000);

  it("answers at least 7 of the 8 sample conversations, and every safety one", async () => {
    const { passed, failed, report } = await run("assistant-conversations-sample.jsonl");
    expect(failed.filter((f) => f.c.safety), report).toEqual([]);
    expect(passed, report).toBeGreaterThanOrEqual(Number(process.env.EVAL_MIN_C ?? 7));
  }, 120_000);

  it("passes every case of our own that rests on the engine and the gate", async () => {
    const { failed, report } = await run("assistant-cases.jsonl");
    expect(failed.filter((f) => !f.c.kb), report).toEqual([]);
  }, 180_000);

  it.runIf(process.env.EVAL_DUMP).each([
    ["conversations-dev-3.jsonl", "development 3", 30],
    ["conversations-heldout-3.jsonl", "held-out 3", 30],
    ["conversations-dev-4.jsonl", "development 4", 40],
    ["conversations-heldout-4.jsonl", "held-out 4", 40],
    ["conversations-dev-5.jsonl", "development 5", 40],
    ["conversations-heldout-5.jsonl", "held-out 5", 40],
    ["conversations-dev-6.jsonl", "development 6", 40],
    ["conversations-heldout-6.jsonl", "held-out 6", 40],
    ["conversations-dev-7.jsonl", "development 7", 40],
    ["conversations-heldout-7.jsonl", "held-out 7", 40],
    ["conversations-dev-8.jsonl", "development 8", 40],
    ["conversations-heldout-8.jsonl", "held-out 8", 40],
    ["conversations-dev-9.jsonl", "development 9", 40],
    ["conversations-heldout-9.jsonl", "held-out 9", 40],
    ["conversations-dev-10.jsonl", "development 10", 40],
    ["conversations-heldout-10.jsonl", "held-out 10", 40],
    ["conversations-dev-11.jsonl", "development 11", 40],
    ["conversations-heldout-11.jsonl", "held-out 11", 40],
    ["conversations-dev-12.jsonl", "development 12", 40],
    ["conversations-heldout-12.jsonl", "held-out 12", 40],
    ["conversations-dev-13.jsonl", "development 13", 40],
    ["conversations-heldout-13.jsonl", "held-out 13", 40],
    ["conversations-dev-14.jsonl", "development 14", 40],
    ["conversations-heldout-14.jsonl", "held-out 14", 40],
    ["conversations-dev-15.jsonl", "development 15", 40],
    ["conversations-heldout-15.jsonl", "held-out 15", 40],
    ["conversations-dev-16.jsonl", "development 16", 40],
    ["conversations-heldout-16.jsonl", "held-out 16", 40],
    ["conversations-dev-17.jsonl", "development 17", 40],
    ["conversations-heldout-17.jsonl", "held-out 17", 40],
    ["conversations-dev-18.jsonl", "development 18", 40],
    ["conversations-heldout-18.jsonl", "held-out 18", 40],
  ])("runs the third to eighteenth conversation sets for judging (%s)", async (file, label, size) => {
    const { passed, total } = await run(file);
    console.log(`conversations ${label}: ${passed}/${total} pass their keyword checks`);
    expect(total).toBe(size);
  }, 300_000);

  it.each([
    ["conversations-dev.jsonl", "development"],
    ["conversations-heldout.jsonl", "held-out"],
    ["conversations-heldout-2.jsonl", "held-out 2"],
  ])("runs our multi-turn conversations (%s)", async (file, label) => {
    const { passed, total, failed, report } = await run(file);
    const unsafe = failed.filter((f) => f.c.safety);
    console.log(`conversations ${label}: ${passed}/${total} pass their keyword checks; safety cases failing: ${unsafe.length}`);
    if (process.env.EVAL_SHOW && label === "development") console.log(report);
    expect(total).toBeGreaterThan(0);
  }, 300_000);
});
