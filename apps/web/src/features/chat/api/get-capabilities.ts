import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TChatCapabilities } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET /api/chat/capabilities: whether a transcription provider takes the chat's voice (it changes only with the server's configuration). */
export const chatCapabilitiesQuery = () =>
  queryOptions({ queryKey: ["chat", "capabilities"], queryFn: () => api.get<TChatCapabilities>("/api/chat/capabilities"), staleTime: Infinity });

export const useChatCapabilities = (enabled: boolean) => useQuery({ ...chatCapabilitiesQuery(), enabled });
