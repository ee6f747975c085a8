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

  /** A free-form message: text, or text with up to three reply buttons. */
  async function freeForm(to: string, text: string, buttons: TReplyButton[]) {
    if (buttons.length === 0) return post(to, { type: "text", text: { preview_url: false, body: text.slice(0, 4096) } });
    await post(to, {
      type: "interactive",
      interactive: {
        type: "button",
        body: { text: text.slice(0, 1024) },
        action: { buttons: buttons.slice(0, 3).map((b) => ({ type: "reply", reply: { id: b.id, title: b.title.slice(0, 20) } })) },
      },
    });
  }

  return {
    /** A free-form reply; only inside the 24-hour customer-service window (the caller passes the last inbound time). */
    async reply(to: string, lastInboundAt: Date, text: string, buttons: TReplyButton[] = []) {
      if (Date.now() - lastInboundAt.getTime() > CUSTOMER_SERVICE_WINDOW_MS) return false;
      await freeForm(to, text, buttons);
      return true;
    },

    /** A free-form message the business starts; the caller has checked the 24-hour window by its own clock. */
    notify: (to: string, text: string, buttons: TReplyButton[] = []) => freeForm(to, text, buttons),

    /**
     * An approved template (outside the window): body variables in order, and the payload of its first quick-reply
     * button when it has one.
     */
    async template(to: string, template: { name: string; language: string; params: string[]; quickReplyPayload?: string }) {
      const components: Record<string, unknown>[] = [{ type: "body", parameters: template.params.map((text) => ({ type: "text", text })) }];
      if (template.quickReplyPayload) {
        components.push({ type: "button", sub_type: "quick_reply", index: "0", parameters: [{ type: "payload", payload: template.quickReplyPayload }] });
      }
      await post(to, { type: "template", template: { name: template.name, language: { code: template.language }, components } });
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
