import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { chatHistoryQuery } from "./get-history";
import { usageQuery } from "./get-usage";

/** POST /api/chat/clear {} — usage is refreshed afterwards. */
export const clearChat = () => api.post<{ success: true }>("/api/chat/clear", {});

export function useClearChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearChat,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: chatHistoryQuery().queryKey });
      void client.invalidateQueries({ queryKey: usageQuery().queryKey });
    },
  });
}
