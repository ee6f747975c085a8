import type { TAdminAuditPage } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type TAuditState = { q: string; action: string; page: number; size: number; targetId?: string };

/** GET /api/admin/audit: the append-only admin audit log, searched and paged on the server. */
export const auditQuery = (state: TAuditState) =>
  queryOptions({
    queryKey: ["admin", "audit", state],
    queryFn: () => {
      const qs = new URLSearchParams({ q: state.q, action: state.action, page: String(state.page), size: String(state.size) });
      if (state.targetId) qs.set("targetId", state.targetId);
      return api.get<TAdminAuditPage>(`/api/admin/audit?${qs}`);
    },
    retry: false,
    placeholderData: (previous) => previous,
  });

export const useAdminAudit = (state: TAuditState) => useQuery(auditQuery(state));
