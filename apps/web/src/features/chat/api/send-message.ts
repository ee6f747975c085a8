import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TChatMessageRequest, TChatReply } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";
import { chatHistoryQuery } from "./get-history";
import { usageQuery } from "./get-usage";

/** POST /api/chat/message {message, isFoodRelated} */
export const sendMessage = (request: TChatMessageRequest) => api.post<TChatReply>("/api/chat/message", request);

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: chatHistoryQuery().queryKey });
      void client.invalidateQueries({ queryKey: usageQuery().queryKey });
    },
  });
}
