import { onFirstUse } from "@nutriguia/domain/calc/on-first-use";

/**
 * The sign-in form's schemas, loaded when the visitor first touches the form: building Zod schemas was the largest
 * piece of work on the sign-in page at start, for a check that runs only on submit.
 */
export const loadAuthSchemas = onFirstUse(() => import("@nutriguia/domain/schemas/auth-requests"));
