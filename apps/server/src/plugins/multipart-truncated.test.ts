import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../test/build-test-app";
import { createUser, type TTestUser } from "../../test/accounts";

let app: TTestApp;
let user: TTestUser;
let threadId: string;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
  const thread = await app.inject({ method: "POST", url: "/api/messages/threads", headers: user.auth, payload: { subject: "Ajuda", body: "Uma pergunta qualquer" } });
  threadId = thread.json().id;
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => app.close());

const BOUNDARY = "----nutriguia29";
/** A file part whose closing boundary never comes (the body simply ends inside the file). */
const truncated = (field: string, type: string) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="x.bin"\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.alloc(2048, 0x41),
  ]);

describe("a multipart file part without its closing boundary (issue 29)", () => {
  it.each([
    ["/api/chat/image", "file", "image/jpeg"],
    ["/api/chat/audio", "file", "audio/webm"],
  ])("%s answers 400 in the spec's envelope", async (url, field, type) => {
    const response = await app.inject({
      method: "POST",
      url,
      headers: { ...user.auth, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: truncated(field, type),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String), errorCode: "VALIDATION_ERROR", status: 400 });
  });

  it("/api/messages/threads/{id}/images answers 400 in the spec's envelope", async () => {
    const response = await app.inject({
      method: "POST",
      url: `/api/messages/threads/${threadId}/images`,
      headers: { ...user.auth, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: truncated("file", "image/png"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String), errorCode: "VALIDATION_ERROR", status: 400 });
  });
});

/** The same over a real socket, the body sent in pieces as a client on a slow line would. */
function overSocket(url: string, body: Buffer, chunked: boolean): Promise<{ status: number; json: unknown }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: url,
        headers: { ...user.auth, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...(chunked ? {} : { "content-length": body.length }) },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    request.on("error", reject);
    request.write(body.subarray(0, 100));
    setTimeout(() => request.end(body.subarray(100)), 20);
  });
}

describe("over a real socket (issue 29)", () => {
  it.each([
    ["/api/chat/image", false],
    ["/api/chat/image", true],
    ["/api/chat/audio", true],
    ["/api/messages/threads/{id}/images", true],
  ])("%s (chunked: %s) answers 400 in the spec's envelope", async (url, chunked) => {
    const response = await overSocket(url.replace("{id}", threadId), truncated("file", "image/jpeg"), chunked);
    expect(response).toEqual({ status: 400, json: { success: false, message: expect.any(String), errorCode: "VALIDATION_ERROR", status: 400 } });
  });
});
