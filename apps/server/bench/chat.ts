import type { AddressInfo } from "node:net";
import { createUser } from "../test/accounts";
import { buildTestApp } from "../test/build-test-app";

/**
 * Chat on the built-in composer over real loopback HTTP: the round trip of one message
 * (p50, p99; the server's own time is at most this) and messages per second sustained by
 * 50 concurrent users. In-memory PGlite, or the PostgreSQL server named by TEST_DATABASE_URL.
 */
const MESSAGES = [
  "Comi 2 ovos cozidos e 1 pão francês",
  "Tenho alergia a amendoim, posso comer paçoca?",
  "Almocei 4 colheres de arroz, 1 concha de feijão e 1 bife grelhado",
  "Tapioca engorda?",
  "Quanta água devo beber por dia?",
  "Cuscuz engorda mais que pão?",
  "e a nanica?",
  "Quais alimentos têm mais proteína?",
  "almocei arroz, feijão, bife e uma latinha de cerveja",
  "tira a cerveja, foi suco",
  "quanto deu o almoço? foi muito?",
  "quero trocar o arroz por batata doce",
];
const SEQUENTIAL_RUNS = 300;
const USERS = 50;
const SUSTAIN_MS = 5000;

const app = await buildTestApp();
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const users = [];
for (let i = 0; i < USERS; i += 1) users.push(await createUser(app, { unlimited: true }));

async function send(authorization: string, message: string) {
  const response = await fetch(`${base}/api/chat/message`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
  if (response.status !== 200) throw new Error(`chat: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

const [first] = users;
for (let i = 0; i < 20; i += 1) await send(first!.auth.authorization, MESSAGES[i % MESSAGES.length]!);
const times: number[] = [];
for (let i = 0; i < SEQUENTIAL_RUNS; i += 1) {
  const start = performance.now();
  await send(first!.auth.authorization, MESSAGES[i % MESSAGES.length]!);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(`chat_message_round_trip_p50: ${at(0.5)} ms`);
console.log(`chat_message_round_trip_p99: ${at(0.99)} ms`);

let sent = 0;
const deadline = performance.now() + SUSTAIN_MS;
const started = performance.now();
await Promise.all(
  users.map(async (user, u) => {
    for (let i = u; performance.now() < deadline; i += 1) {
      await send(user.auth.authorization, MESSAGES[i % MESSAGES.length]!);
      sent += 1;
    }
  }),
);
console.log(`chat_messages_per_second_50_users: ${(sent / ((performance.now() - started) / 1000)).toFixed(0)} msg/s`);
await app.close();
