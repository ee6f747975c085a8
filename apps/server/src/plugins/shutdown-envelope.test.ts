import net from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";

describe("during shutdown (issue 29)", () => {
  it("a request arriving on an open connection gets 503 in the spec's envelope, not Fastify's English body", async () => {
    const app = await buildTestApp();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.once("close", resolve));

    // A login in flight keeps the server draining; the next request is pipelined on the same connection.
    const body = JSON.stringify({ email: "ninguem@exemplo.com", password: "uma senha qualquer" });
    socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(`${body.slice(5)}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`);
    await closed;
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    socket.destroy();

    const responses = received.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    const second = responses[1]!;
    expect(second.startsWith("HTTP/1.1 503")).toBe(true);
    expect(JSON.parse(second.slice(second.indexOf("\r\n\r\n") + 4))).toEqual({
      success: false,
      message: "O serviço está temporariamente indisponível. Por favor, tente novamente em alguns instantes.",
      errorCode: "SERVICE_UNAVAILABLE",
      status: 503,
    });
  });
});
