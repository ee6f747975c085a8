import { config } from "zod/v4/core";
import { ptBR } from "zod/locales";

/**
 * Zod's own messages (for fields without a message of ours) in Brazilian Portuguese. Imported by the package
 * index (server) and by the web app's first module: the web's split chunks never load the index.
 */
config(ptBR());
