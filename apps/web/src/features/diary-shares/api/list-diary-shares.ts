import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDiaryShareList } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

export const diarySharesQuery = () =>
  queryOptions({ queryKey: ["diary-shares"], queryFn: () => api.get<TDiaryShareList>("/api/diary-shares") });

/** GET /api/diary-shares: the user's links (consents), with how often each was opened. */
export const useDiaryShares = () => useQuery(diarySharesQuery());
