import { z } from "zod";
import { ZUser } from "./user";

export * from "./auth-requests";

export const ZLoginResponse = z.object({ success: z.literal(true), token: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZTokenResponse = z.object({ success: z.literal(true), token: z.string() });
export type TTokenResponse = z.infer<typeof ZTokenResponse>;
