import "@nutriguia/domain/zod-locale";
import { config } from "zod/v4/core";

/**
 * Zod compiles object parsers with `new Function` when it may; our CSP forbids eval, and Zod's probe for it
 * is reported as a CSP violation (a Lighthouse best-practices issue). Without the probe the parsers are
 * interpreted, as they already were under this CSP. Imported first by main.tsx, before any schema parses,
 * with Zod's messages in Portuguese.
 */
config({ jitless: true });
