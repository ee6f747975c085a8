import sharp from "sharp";
import type { FastifyInstance } from "fastify";
import type { TNutritionalProfileUpdate } from "@nutriguia/domain";
import { createUser, type TTestUser } from "./accounts";

/** A real PNG of a plate-coloured square. */
export async function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 220, g: 180, b: 90 } } }).png().toBuffer();
}

/** A WebM-looking recording: the EBML magic bytes followed by enough payload to pass the size check. */
export function sampleWebm(size = 8000): Buffer {
  const data = Buffer.alloc(size, 7);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(data, 0);
  return data;
}

export function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; data: Buffer }) {
  const boundary = `----nutriguia${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export const COMPLETE_PROFILE: TNutritionalProfileUpdate = {
  age: 30,
  weight: 70,
  height: 170,
  gender: "FEMALE",
  activityLevel: "MODERATELY_ACTIVE",
  goal: "WEIGHT_LOSS",
};

export async function setProfile(app: FastifyInstance, auth: { authorization: string }, profile: Partial<TNutritionalProfileUpdate>) {
  const response = await app.inject({ method: "PUT", url: "/api/account/nutritional-profile", headers: auth, payload: profile });
  if (response.statusCode !== 200) throw new Error(`profile not saved: ${response.body}`);
}

/** What the chat API answers to a message, as the conversation tests read it. */
export type TChatReply = {
  message: string;
  intent: string;
  calculationId: string | null;
  calculation: { totalCalories: number; items: { food: string; grams: number }[] } | null;
};

/** The card's foods with their whole grams, as the card tests compare them. */
export const cardItems = (reply: TChatReply) => (reply.calculation?.items ?? []).map((i) => ({ food: i.food, grams: Math.round(i.grams) }));

/** The card's foods by name, in order. */
export const cardFoods = (reply: TChatReply) => (reply.calculation?.items ?? []).map((i) => i.food);

/** Sends one chat message; throws unless the API answered 200. */
export async function sayTo(app: FastifyInstance, who: TTestUser, message: string): Promise<TChatReply> {
  const response = await app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
  if (response.statusCode !== 200) throw new Error(`chat answered ${response.statusCode}: ${response.body}`);
  return response.json<TChatReply>();
}

/** An unlimited user with a complete profile: the conversation tests' starting point. */
export async function chatUser(app: FastifyInstance): Promise<TTestUser> {
  const who = await createUser(app, { unlimited: true });
  await setProfile(app, who.auth, COMPLETE_PROFILE);
  return who;
}

/** A new user's conversation, with the profile changed first when one is given: each message sent in turn, every reply returned. */
export async function converseAs(app: FastifyInstance, profile: Partial<TNutritionalProfileUpdate> | null, ...messages: string[]): Promise<TChatReply[]> {
  const who = await chatUser(app);
  if (profile) await setProfile(app, who.auth, profile);
  const replies: TChatReply[] = [];
  for (const m of messages) replies.push(await sayTo(app, who, m));
  return replies;
}

/** The text of the last reply in a new user's conversation, with the profile changed first when one is given. */
export async function lastReplyAs(app: FastifyInstance, profile: Partial<TNutritionalProfileUpdate> | null, ...messages: string[]): Promise<string> {
  return (await converseAs(app, profile, ...messages)).at(-1)!.message;
}

/** A new user's conversation: each message sent in turn, every reply returned. */
export async function converse(app: FastifyInstance, ...messages: string[]): Promise<TChatReply[]> {
  return converseAs(app, null, ...messages);
}

/** The texts a new user's conversation gets back, one per message. */
export async function replyTexts(app: FastifyInstance, ...messages: string[]): Promise<string[]> {
  return (await converse(app, ...messages)).map((r) => r.message);
}
