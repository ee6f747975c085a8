import http from "node:http";
import type { AddressInfo } from "node:net";

export type TProviderRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> | null };

type TStandIn = {
  url: string;
  requests: TProviderRequest[];
  /** Bytes served for media/file downloads, by id or path. */
  files: Map<string, Buffer>;
  /** Statuses answered (once each, in order) to the next outbound sends, before the normal answer. */
  failNext: number[];
  /** Resolves once `count` outbound messages were recorded. */
  waitForSends: (count: number) => Promise<TProviderRequest[]>;
  sends: () => TProviderRequest[];
  close: () => Promise<void>;
};

async function serve(route: (req: TProviderRequest, base: string, s: TStandIn) => { status: number; body: unknown } | Buffer, isSend: (path: string) => boolean) {
  const waiters: { count: number; resolve: (r: TProviderRequest[]) => void }[] = [];
  const state = { url: "", requests: [], files: new Map(), failNext: [] } as unknown as TStandIn;
  state.sends = () => state.requests.filter((r) => isSend(r.path));
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const recorded = { method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers, body };
      state.requests.push(recorded);
      if (isSend(recorded.path) && state.failNext.length > 0) {
        res.writeHead(state.failNext.shift()!, { "content-type": "application/json", "retry-after": "0" });
        return res.end(JSON.stringify({ error: { message: "stand-in failure" } }));
      }
      const answer = route(recorded, state.url, state);
      if (Buffer.isBuffer(answer)) {
        res.writeHead(200, { "content-type": "application/octet-stream" });
        res.end(answer);
      } else {
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer.body));
      }
      const sends = state.sends();
      for (const w of waiters.splice(0)) {
        if (sends.length >= w.count) w.resolve(sends);
        else waiters.push(w);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.waitForSends = (count) =>
    new Promise((resolve) => {
      if (state.sends().length >= count) resolve(state.sends());
      else waiters.push({ count, resolve });
    });
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** Meta's Graph API for WhatsApp Cloud: POST /{phone_number_id}/messages, GET /{media_id}, the media download URL. */
export function startGraphStandIn(phoneNumberId: string) {
  return serve(
    (req, base, s) => {
      if (req.method === "POST" && req.path === `/${phoneNumberId}/messages`) {
        const to = String(req.body?.to ?? "");
        return { status: 200, body: { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.${Date.now()}` }] } };
      }
      const download = /^\/media-download\/(.+)$/.exec(req.path);
      if (download && s.files.has(download[1]!)) return s.files.get(download[1]!)!;
      const media = /^\/([0-9]+)$/.exec(req.path);
      if (req.method === "GET" && media && s.files.has(media[1]!)) {
        const id = media[1]!;
        return { status: 200, body: { messaging_product: "whatsapp", url: `${base}/media-download/${id}`, mime_type: "image/jpeg", file_size: s.files.get(id)!.length, id } };
      }
      return { status: 404, body: { error: { message: "Unsupported get request", type: "GraphMethodException", code: 100 } } };
    },
    (path) => path.endsWith("/messages"),
  );
}

export const TELEGRAM_BOT = { id: 7000001, is_bot: true, first_name: "NutriGuia", username: "NutriGuiaBot", can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false };

/** The Telegram Bot API: POST /bot<token>/<method> answered `{ok, result}`, files under /file/bot<token>/<path>. */
export function startBotApiStandIn(token: string) {
  let messageId = 0;
  return serve(
    (req, _base, s) => {
      const file = new RegExp(`^/file/bot${token}/(.+)$`).exec(req.path);
      if (file && s.files.has(file[1]!)) return s.files.get(file[1]!)!;
      const call = new RegExp(`^/bot${token}/([A-Za-z]+)$`).exec(req.path);
      if (!call) return { status: 404, body: { ok: false, error_code: 404, description: "Not Found" } };
      const body = req.body ?? {};
      switch (call[1]) {
        case "getMe":
          return { status: 200, body: { ok: true, result: TELEGRAM_BOT } };
        case "sendMessage":
          messageId += 1;
          return { status: 200, body: { ok: true, result: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: body.chat_id, type: "private" }, text: body.text } } };
        case "answerCallbackQuery":
          return { status: 200, body: { ok: true, result: true } };
        case "getFile":
          return { status: 200, body: { ok: true, result: { file_id: body.file_id, file_unique_id: "u1", file_size: 10, file_path: `files/${String(body.file_id)}` } } };
        default:
          return { status: 400, body: { ok: false, error_code: 400, description: `Bad Request: method ${call[1]} not in stand-in` } };
      }
    },
    (path) => path.endsWith("/sendMessage"),
  );
}
