import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TChannelName, TChannelsStatus, TTelegramLinkResponse, TWhatsAppLinkResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

export const channelsQuery = () => queryOptions({ queryKey: ["channels"], queryFn: () => api.get<TChannelsStatus>("/api/channels") });

export const useChannels = () => useQuery(channelsQuery());

/** POST /api/channels/whatsapp/link: a ten-digit code, the business number and its wa.me link with the code prefilled. */
export const useWhatsAppCode = () => useMutation({ mutationFn: () => api.post<TWhatsAppLinkResponse>("/api/channels/whatsapp/link") });

/** POST /api/channels/telegram/link: the t.me deep link with a single-use token. */
export const useTelegramLink = () => useMutation({ mutationFn: () => api.post<TTelegramLinkResponse>("/api/channels/telegram/link") });

export function useUnlinkChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: TChannelName) => api.delete(`/api/channels/${channel}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ["channels"] }),
  });
}
