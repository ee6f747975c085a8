import { z } from "zod";

/** The parts of Meta's webhook payload we read (WhatsApp Cloud API, "messages" field); the rest is ignored. */
const ZMedia = z.object({ id: z.string(), caption: z.string().optional(), mime_type: z.string().optional() });

export const ZWhatsAppMessage = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  image: ZMedia.optional(),
  audio: ZMedia.optional(),
  /** A template's quick-reply button (the PARAR of a reminder sent outside the 24-hour window). */
  button: z.object({ payload: z.string(), text: z.string() }).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
});
export type TWhatsAppMessage = z.infer<typeof ZWhatsAppMessage>;

const ZStatus = z.object({ id: z.string(), status: z.string(), recipient_id: z.string().optional() });

export const ZWhatsAppWebhook = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            messages: z.array(ZWhatsAppMessage).optional(),
            statuses: z.array(ZStatus).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type TWhatsAppWebhook = z.infer<typeof ZWhatsAppWebhook>;
