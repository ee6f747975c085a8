import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TChatHistoryResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

export const HISTORY_ERROR_MESSAGE = "Não foi possível carregar o histórico de mensagens";

export const CHAT_HISTORY_URL = "/api/chat/history";

/** GET /api/chat/history */
export const getChatHistory = () => api.get<TChatHistoryResponse>(CHAT_HISTORY_URL);

export const chatHistoryQuery = () => queryOptions({ queryKey: ["chat", "history"], queryFn: getChatHistory });

export function useChatHistory(enabled: boolean) {
  return useQuery({ ...chatHistoryQuery(), enabled });
}
