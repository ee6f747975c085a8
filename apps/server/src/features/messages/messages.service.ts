import type { FastifyInstance } from "fastify";
import { THREAD_CLOSED_MESSAGE, type TThreadCreate } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { userUploadsFolder } from "../../plugins/uploads";
import { detectImageKind, reencodeImage } from "../../shared/images";
import * as repo from "./messages.repository";

const IMAGE_UNSUPPORTED = "Formato de imagem não suportado. Envie uma foto em JPEG, PNG ou WebP.";
const notFound = () => new AppError("NOT_FOUND", "Conversa não encontrada.");

export function createMessagesService(app: FastifyInstance) {
  const { db } = app;

  /** A thread the user owns; another user's thread is reported as missing, never as forbidden. */
  async function ownThread(userId: string, threadId: string) {
    const thread = await repo.findThread(db, threadId, "USER");
    if (!thread || thread.userId !== userId) throw notFound();
    return thread;
  }

  async function anyThread(threadId: string) {
    const thread = await repo.findThread(db, threadId, "TEAM");
    if (!thread) throw notFound();
    return thread;
  }

  const openForUser = async (userId: string, threadId: string) => {
    const thread = await ownThread(userId, threadId);
    if (thread.status === "CLOSED") throw new AppError("CONFLICT", THREAD_CLOSED_MESSAGE);
    return thread;
  };

  const userDetail = async (userId: string, threadId: string) => {
    const { userId: _owner, userName: _name, userEmail: _email, answered: _answered, ...summary } = await ownThread(userId, threadId);
    return { ...summary, messages: await repo.listMessages(db, threadId) };
  };

  return {
    async list(userId: string) {
      const threads = await repo.listUserThreads(db, userId);
      return { threads, unreadCount: threads.reduce((n, t) => n + t.unreadCount, 0) };
    },

    unreadCount: async (userId: string) => ({ unreadCount: await repo.unreadForUser(db, userId) }),

    async create(userId: string, input: TThreadCreate) {
      const id = await repo.createThread(db, userId, input.subject, input.body);
      return userDetail(userId, id);
    },

    /**
     * Opening a thread marks the team's replies as read (read receipt) before returning it — unless an admin is
     * looking as the user ("ver como usuário"), which must leave no trace (docs/decisions/540).
     */
    async open(userId: string, threadId: string, options: { markRead: boolean } = { markRead: true }) {
      await ownThread(userId, threadId);
      if (options.markRead) await repo.markRead(db, threadId, "USER");
      return userDetail(userId, threadId);
    },

    async reply(userId: string, threadId: string, body: string) {
      await openForUser(userId, threadId);
      await repo.addMessage(db, threadId, { sender: "USER", authorId: userId, body });
      await repo.markRead(db, threadId, "USER");
      return userDetail(userId, threadId);
    },

    /** Same upload rules as the chat: judged by content, re-encoded (metadata dropped), 10MB at most. */
    async attachImage(userId: string, threadId: string, data: Buffer, caption: string) {
      await openForUser(userId, threadId);
      if (!detectImageKind(data)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", IMAGE_UNSUPPORTED);
      const webp = await reencodeImage(data, 1600, false).catch(() => {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", IMAGE_UNSUPPORTED);
      });
      const imageUrl = await app.uploads.save(webp, "webp", userUploadsFolder(userId, "messages"));
      await repo.addMessage(db, threadId, { sender: "USER", authorId: userId, body: caption, imageUrl });
      return userDetail(userId, threadId);
    },

    inbox: async () => ({ threads: await repo.listAllThreads(db) }),

    async adminOpen(threadId: string) {
      await anyThread(threadId);
      await repo.markRead(db, threadId, "TEAM");
      return { ...(await anyThread(threadId)), messages: await repo.listMessages(db, threadId) };
    },

    async adminReply(adminId: string, threadId: string, body: string) {
      await anyThread(threadId);
      await repo.addMessage(db, threadId, { sender: "TEAM", authorId: adminId, body });
      await repo.markRead(db, threadId, "TEAM");
      await repo.setStatus(db, threadId, "OPEN");
      return { ...(await anyThread(threadId)), messages: await repo.listMessages(db, threadId) };
    },

    async close(threadId: string) {
      await anyThread(threadId);
      await repo.setStatus(db, threadId, "CLOSED");
      return { ...(await anyThread(threadId)), messages: await repo.listMessages(db, threadId) };
    },
  };
}
