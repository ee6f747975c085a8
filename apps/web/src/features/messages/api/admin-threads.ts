import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminThreadDetail, TAdminThreadSummary } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET /api/admin/messages/threads — unanswered first. */
export const useAdminInbox = () =>
  useQuery({ queryKey: ["admin", "messages"], queryFn: () => api.get<{ threads: TAdminThreadSummary[] }>("/api/admin/messages/threads") });

export const adminThreadQuery = (id: string) =>
  queryOptions({ queryKey: ["admin", "messages", id], queryFn: () => api.get<TAdminThreadDetail>(`/api/admin/messages/threads/${id}`) });

export function useAdminThread(id: string | null) {
  return useQuery({ ...adminThreadQuery(id ?? ""), enabled: !!id });
}

/** Reply or close. */
export function useAdminThreadAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: "reply"; body: string } | { kind: "close" }) =>
      action.kind === "reply"
        ? api.post<TAdminThreadDetail>(`/api/admin/messages/threads/${id}/messages`, { body: action.body })
        : api.post<TAdminThreadDetail>(`/api/admin/messages/threads/${id}/close`, {}),
    onSuccess: (detail) => {
      client.setQueryData(adminThreadQuery(id).queryKey, detail);
      void client.invalidateQueries({ queryKey: ["admin", "messages"], exact: true });
    },
  });
}
