import { z } from "zod";

/** User ↔ team conversations (000 §1 Messages). */
export const ZThreadStatus = z.enum(["OPEN", "CLOSED"]);
export type TThreadStatus = z.infer<typeof ZThreadStatus>;
export const ZMessageSender = z.enum(["USER", "TEAM"]);

export const ZMessageBody = z.string().trim().min(1, "Escreva sua mensagem").max(5000, "A mensagem pode ter no máximo 5000 caracteres");
export const ZThreadCreate = z
  .object({
    subject: z.string().trim().min(3, "O assunto precisa ter pelo menos 3 caracteres").max(120, "O assunto pode ter no máximo 120 caracteres"),
    body: ZMessageBody,
  })
  .strict();
export type TThreadCreate = z.infer<typeof ZThreadCreate>;
export const ZThreadReply = z.object({ body: ZMessageBody }).strict();

export const ZThreadMessage = z.object({
  id: z.string(),
  sender: ZMessageSender,
  authorName: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** When the other side read it (read receipt). */
  readAt: z.string().nullable(),
});
export type TThreadMessage = z.infer<typeof ZThreadMessage>;

export const ZThreadSummary = z.object({
  id: z.string(),
  subject: z.string(),
  status: ZThreadStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  lastSender: ZMessageSender,
  lastMessagePreview: z.string(),
  /** Messages from the other side not yet read by the viewer. */
  unreadCount: z.number(),
});
export type TThreadSummary = z.infer<typeof ZThreadSummary>;
export const ZThreadList = z.object({ threads: z.array(ZThreadSummary), unreadCount: z.number() });
export type TThreadList = z.infer<typeof ZThreadList>;
export const ZThreadDetail = ZThreadSummary.extend({ messages: z.array(ZThreadMessage) });
export type TThreadDetail = z.infer<typeof ZThreadDetail>;
export const ZUnreadCount = z.object({ unreadCount: z.number() });

export const ZAdminThreadSummary = ZThreadSummary.extend({ userId: z.string(), userName: z.string(), userEmail: z.string(), answered: z.boolean() });
export type TAdminThreadSummary = z.infer<typeof ZAdminThreadSummary>;
export const ZAdminThreadList = z.object({ threads: z.array(ZAdminThreadSummary) });
export const ZAdminThreadDetail = ZAdminThreadSummary.extend({ messages: z.array(ZThreadMessage) });
export type TAdminThreadDetail = z.infer<typeof ZAdminThreadDetail>;

export const MESSAGE_IMAGE_TOO_LARGE = "A imagem enviada é muito grande. O tamanho máximo permitido é de 10MB.";
export const THREAD_CLOSED_MESSAGE = "Esta conversa foi encerrada. Abra uma nova conversa para falar com a equipe.";
