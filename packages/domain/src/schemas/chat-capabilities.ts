import { z } from "zod";

/** GET /api/chat/capabilities: what the server can do with the chat's media; without transcription the web dictates in the browser. */
export const ZChatCapabilities = z.object({ transcription: z.boolean() });
export type TChatCapabilities = z.infer<typeof ZChatCapabilities>;
