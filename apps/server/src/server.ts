import { serve } from "./serve";

/** The production entry (built into dist/server.js): the server with nothing added. */
await serve();
