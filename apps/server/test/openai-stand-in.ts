import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type TStandInMode = "ok" | "error500" | "error503" | "error400" | "hang";

export type TRecordedRequest = { path: string; body: unknown; raw: string };

type TMessage = { role: string; content: unknown; tool_calls?: unknown[] };

/**
 * A loopback server speaking the OpenAI REST format: chat completions (with tool calls and
 * vision content parts) and audio transcriptions. Tests drive it with the real `openai` client.
 */
export type TOpenAiStandIn = {
  /** Base URL to configure, ending in /v1. */
  url: string;
  mode: TStandInMode;
  visionReply: string;
  transcript: string;
  /** When set, the next chat answer without tool results is this text (a model going off the rails). */
  scriptedReply: string | null;
  /** When set, the first chat answer is this tool call (e.g. with broken arguments). */
  scriptedToolCall: { name: string; arguments: string } | null;
  requests: TRecordedRequest[];
  close: () => Promise<void>;
};

const usage = { prompt_tokens: 42, completion_tokens: 17, total_tokens: 59 };

function completion(message: Record<string, unknown>, finishReason: string) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "stand-in",
    choices: [{ index: 0, message: { role: "assistant", content: null, ...message }, finish_reason: finishReason, logprobs: null }],
    usage,
  };
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((p: { text?: string }) => p.text ?? "").join(" ");
  return "";
}

function chatAnswer(stand: TOpenAiStandIn, body: { messages: TMessage[]; tools?: unknown[] }) {
  const hasImage = body.messages.some((m) => Array.isArray(m.content) && m.content.some((p: { type?: string }) => p.type === "image_url"));
  if (hasImage) return completion({ content: stand.visionReply }, "stop");
  const user = [...body.messages].reverse().find((m) => m.role === "user");
  const toolResult = body.messages.find((m) => m.role === "tool");
  if (toolResult) return completion({ content: stand.scriptedReply ?? "Boa refeição! Os números do motor nutricional estão logo abaixo." }, "stop");
  const text = textOf(user?.content);
  if (body.tools && stand.scriptedToolCall) {
    return completion({ tool_calls: [{ id: "call_s", type: "function", function: stand.scriptedToolCall }] }, "tool_calls");
  }
  if (stand.scriptedReply) return completion({ content: stand.scriptedReply }, "stop");
  if (body.tools && /\b(posso comer|tem gl[uú]ten|cont[eé]m)\b/i.test(text)) {
    return completion(
      { tool_calls: [{ id: "call_2", type: "function", function: { name: "lookup_food", arguments: JSON.stringify({ food: text }) } }] },
      "tool_calls",
    );
  }
  if (body.tools && /\b(comi|almocei|jantei|calorias)\b/i.test(text)) {
    return completion(
      { tool_calls: [{ id: "call_1", type: "function", function: { name: "analyze_meal", arguments: JSON.stringify({ text }) } }] },
      "tool_calls",
    );
  }
  return completion({ content: `Resposta do modelo de teste para: ${text.slice(0, 40)}` }, "stop");
}

export async function startOpenAiStandIn(mode: TStandInMode = "ok"): Promise<TOpenAiStandIn> {
  const sockets = new Set<Socket>();
  const stand: TOpenAiStandIn = {
    url: "",
    mode,
    visionReply: "2 ovos cozidos, 1 pão francês",
    transcript: "Comi 2 ovos cozidos e 1 pão francês",
    scriptedReply: null,
    scriptedToolCall: null,
    requests: [],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      const isJson = (req.headers["content-type"] ?? "").includes("application/json");
      const raw = Buffer.concat(chunks).toString(isJson ? "utf8" : "latin1");
      stand.requests.push({ path, raw, body: isJson ? JSON.parse(raw) : null });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (stand.mode === "hang") return;
      if (stand.mode === "error500") return send(500, { error: { message: "internal", type: "server_error" } });
      if (stand.mode === "error503") return send(503, { error: { message: "overloaded", type: "server_error" } });
      if (stand.mode === "error400") return send(400, { error: { message: "bad request", type: "invalid_request_error" } });
      if (path.endsWith("/chat/completions")) return send(200, chatAnswer(stand, JSON.parse(raw)));
      if (path.endsWith("/audio/transcriptions")) return send(200, { text: stand.transcript });
      if (path.endsWith("/models")) return send(200, { object: "list", data: [{ id: "chat-model", object: "model", owned_by: "stand-in" }] });
      return send(404, { error: { message: "not found" } });
    });
  });
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return stand;
}

/** AI_PROVIDERS for a chain of stand-ins, in order. */
export function providersEnv(stands: TOpenAiStandIn[], timeoutMs = 5000): string {
  return JSON.stringify(
    stands.map((s, i) => ({
      name: `stand-in-${i + 1}`,
      baseUrl: s.url,
      apiKey: "test-key",
      model: "chat-model",
      visionModel: "vision-model",
      transcriptionModel: "whisper-model",
      timeoutMs,
    })),
  );
}
