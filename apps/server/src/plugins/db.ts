import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { TDatabase, TDb } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: TDb;
    database: TDatabase;
  }
}

/** Exposes the already-migrated database; closes it after in-flight requests finish. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: TDatabase }) {
    app.decorate("database", opts.database);
    app.decorate("db", opts.database.db);
    app.addHook("onClose", async () => {
      await opts.database.close();
    });
  },
  { name: "db" },
);
