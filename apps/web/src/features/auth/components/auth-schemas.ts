import { loadOnce } from "../../../lib/load-once";

/**
 * The sign-in form's schemas, loaded when the visitor first touches the form: building Zod schemas was the largest
 * piece of work on the sign-in page at start, for a check that runs only on submit. Null when they could not be
 * fetched (the next submit tries again).
 */
export const loadAuthSchemas = loadOnce(() => import("@nutriguia/domain/schemas/auth-requests"));
