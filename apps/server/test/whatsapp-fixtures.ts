import { createHmac } from "node:crypto";

export const WA = { token: "wa-test-token", appSecret: "wa-app-secret", verifyToken: "wa-verify", phoneNumberId: "106540352242922" };

let sequence = 0;
export const nextMessageId = () => `wamid.HBgLNTUxMTk5OTk5OTk5OTkVAgASGBQz${(sequence += 1)}`;

/** A Cloud API webhook delivery ("messages" field) as in Meta's documentation. */
export function webhookPayload(value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550783881", phone_number_id: WA.phoneNumberId }, ...value },
          },
        ],
      },
    ],
  };
}

function inbound(from: string, message: Record<string, unknown>, id = nextMessageId()) {
  return webhookPayload({
    contacts: [{ profile: { name: "Ana" }, wa_id: from }],
    messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
  });
}

export const textMessage = (from: string, body: string, id?: string) => inbound(from, { type: "text", text: { body } }, id);

export const buttonReply = (from: string, replyId: string, title: string) =>
  inbound(from, { type: "interactive", interactive: { type: "button_reply", button_reply: { id: replyId, title } } });

export const imageMessage = (from: string, mediaId: string, caption: string) =>
  inbound(from, { type: "image", image: { id: mediaId, mime_type: "image/jpeg", sha256: "x", caption } });

export const voiceMessage = (from: string, mediaId: string) =>
  inbound(from, { type: "audio", audio: { id: mediaId, mime_type: "audio/ogg; codecs=opus", sha256: "x", voice: true } });

export const statusUpdate = (recipient: string, messageId: string, status: string) =>
  webhookPayload({ statuses: [{ id: messageId, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: recipient }] });

/** The raw body and its X-Hub-Signature-256 header, signed with the app secret. */
export function signed(payload: unknown, secret = WA.appSecret) {
  const raw = JSON.stringify(payload);
  return { raw, signature: `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}` };
}
