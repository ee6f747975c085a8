import { z } from "zod";
import { ptBR } from "zod/locales";

/** Zod's own messages (for fields without a message of ours) in Brazilian Portuguese. */
z.config(ptBR());
