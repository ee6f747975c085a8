import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TFeatureRequestList, TFeatureSort, TFeatureStatus } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

export type TBoardFilter = { sort: TFeatureSort; status: TFeatureStatus | null };

/** GET /api/roadmap/requests?sort&status (public; a token adds votedByMe). */
export const listRequests = ({ sort, status }: TBoardFilter) =>
  api.get<TFeatureRequestList>(`/api/roadmap/requests?sort=${sort}${status ? `&status=${status}` : ""}`);

export const requestsQuery = (filter: TBoardFilter, signedIn: boolean) =>
  queryOptions({ queryKey: ["roadmap", "list", filter, signedIn], queryFn: () => listRequests(filter), placeholderData: keepPreviousData });

export function useRequests(filter: TBoardFilter, signedIn: boolean) {
  return useQuery(requestsQuery(filter, signedIn));
}
