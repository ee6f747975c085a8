import type { TWebhookSummary } from "@nutriguia/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/webhooks/summary: events per provider in the last 24 hours. */
export const useWebhookSummary = () =>
  useQuery({ queryKey: ["admin", "webhooks", "summary"], queryFn: () => api.get<TWebhookSummary>("/api/admin/webhooks/summary"), retry: false });
