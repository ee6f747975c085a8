import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** A thumbs-down on an assistant answer: POST /api/feedback as CONVERSATION_QUALITY with the message attached. */
export const reportAnswer = (messageId: string) =>
  api.post("/api/feedback", { type: "CONVERSATION_QUALITY", source: "AUTO_DETECTED", messageId });

export function useReportAnswer() {
  return useMutation({ mutationFn: reportAnswer });
}
