import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TFeatureRequestDetail } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET /api/roadmap/requests/:id with its comments. */
export const getRequest = (id: string) => api.get<TFeatureRequestDetail>(`/api/roadmap/requests/${encodeURIComponent(id)}`);

export const requestQuery = (id: string, signedIn: boolean) =>
  queryOptions({ queryKey: ["roadmap", "detail", id, signedIn], queryFn: () => getRequest(id) });

export function useRequest(id: string | null, signedIn: boolean) {
  return useQuery({ ...requestQuery(id ?? "", signedIn), enabled: !!id });
}
