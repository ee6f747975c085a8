import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type TContactMessage = { name: string; email: string; subject: string; message: string };

/** POST /api/contact (public). */
export function sendContactMessage(input: TContactMessage): Promise<unknown> {
  return api.post("/api/contact", input, { auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
