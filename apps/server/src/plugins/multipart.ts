import type { FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Registers the routes that take files in a scope of their own with multipart parsing. Registered for
 * the whole app, the plugin adds two hooks to every request (one adds a listener to every response),
 * about a twentieth of a cheap request's time; elsewhere a multipart body is refused with 415.
 */
export async function withMultipart(app: FastifyInstance, routes: (scoped: FastifyInstance) => void) {
  await app.register(async (scoped) => {
    await scoped.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
    routes(scoped);
  });
}
