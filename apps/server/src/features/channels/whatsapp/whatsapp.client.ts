import type { TWhatsAppOptions } from "../../../config";
import { createKeyedQueue, fetchWithRetry } from "../channels.outbound";

export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 3600_000;

export type TReplyButton = { id: string; title: string };

/** WhatsApp Cloud API over fetch: messages, media look-up and download (bearer token on every call). */
export function createWhatsAppClient(options: TWhatsAppOptions) {
  const enqueue = createKeyedQueue();
  const auth = { authorization: `Bearer ${options.token}` };

  async function post(to: string, body: Record<string, unknown>) {
    await enqueue(to, () =>
      fetchWithRetry(
        `${options.apiUrl}/${options.phoneNumberId}/messages`,
        {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", to, ...body }),
        },
        "WhatsApp messages",
      ),
    );
  }

  return {
    /** A free-form reply; only inside the 24-hour customer-service window (the caller passes the last inbound time). */
    async reply(to: string, lastInboundAt: Date, text: string, buttons: TReplyButton[] = []) {
      if (Date.now() - lastInboundAt.getTime() > CUSTOMER_SERVICE_WINDOW_MS) return false;
      if (buttons.length === 0) {
        await post(to, { type: "text", text: { preview_url: false, body: text.slice(0, 4096) } });
        return true;
      }
      await post(to, {
        type: "interactive",
        interactive: {
          type: "button",
          body: { text: text.slice(0, 1024) },
          action: { buttons: buttons.slice(0, 3).map((b) => ({ type: "reply", reply: { id: b.id, title: b.title.slice(0, 20) } })) },
        },
      });
      return true;
    },

    /** Media are fetched by id (a short-lived URL) and downloaded at once with the same bearer token. */
    async downloadMedia(mediaId: string): Promise<Buffer> {
      const meta = (await (await fetchWithRetry(`${options.apiUrl}/${encodeURIComponent(mediaId)}`, { headers: auth }, "WhatsApp media")).json()) as {
        url?: string;
      };
      if (!meta.url) throw new Error("WhatsApp media without url");
      const file = await fetchWithRetry(meta.url, { headers: auth }, "WhatsApp media download");
      return Buffer.from(await file.arrayBuffer());
    },
  };
}

export type TWhatsAppClient = ReturnType<typeof createWhatsAppClient>;
