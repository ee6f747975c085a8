import type { TWebhookEventsPage, TWebhookProvider, TWebhookStatus } from "@nutriguia/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type TWebhookEventsState = {
  page: number;
  size: number;
  sort: "receivedAt,desc" | "receivedAt,asc";
  filter: string;
  provider: TWebhookProvider | "";
  status: TWebhookStatus | "";
};

/** GET /api/admin/webhooks/events: the shared table contract (page, size, sort, filter → rows, total) plus provider and status. */
export function useWebhookEvents(state: TWebhookEventsState) {
  const qs = new URLSearchParams({ page: String(state.page), size: String(state.size), sort: state.sort, filter: state.filter });
  if (state.provider) qs.set("provider", state.provider);
  if (state.status) qs.set("status", state.status);
  return useQuery({
    queryKey: ["admin", "webhooks", "events", state],
    queryFn: () => api.get<TWebhookEventsPage>(`/api/admin/webhooks/events?${qs}`),
    retry: false,
    placeholderData: keepPreviousData,
  });
}
