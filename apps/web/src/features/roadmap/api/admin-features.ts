import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFeatureRequest, TFeatureRequestList, TFeatureStatus } from "@nutriguia/domain";
import { api, apiRequest } from "../../../lib/api-client";

/** GET /api/admin/roadmap/requests (hidden ones included), newest first. */
export const useAdminFeatures = () =>
  useQuery({ queryKey: ["roadmap", "admin"], queryFn: () => api.get<TFeatureRequestList>("/api/admin/roadmap/requests?sort=newest") });

type TAction =
  | { kind: "status"; id: string; status: TFeatureStatus; note: string }
  | { kind: "merge"; id: string; targetId: string }
  | { kind: "edit"; id: string; title: string; description: string }
  | { kind: "hide"; id: string; hidden: boolean };

function run(action: TAction) {
  const base = `/api/admin/roadmap/requests/${action.id}`;
  if (action.kind === "status") return api.post<TFeatureRequest>(`${base}/status`, { status: action.status, note: action.note });
  if (action.kind === "merge") return api.post<TFeatureRequest>(`${base}/merge`, { targetId: action.targetId });
  if (action.kind === "hide") return api.post<TFeatureRequest>(`${base}/hidden`, { hidden: action.hidden });
  return apiRequest<TFeatureRequest>(base, { method: "PATCH", body: { title: action.title, description: action.description } });
}

/** Status with a public note, merge, edit, hide. */
export function useFeatureAdminAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ["roadmap"] }) });
}
