import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDiaryShareCreated, TDiaryShareCreateRequest } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";
import { diarySharesQuery } from "./list-diary-shares";

/** POST /api/diary-shares → {id, url}: the link is shown this once. */
export function useCreateDiaryShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TDiaryShareCreateRequest) => api.post<TDiaryShareCreated>("/api/diary-shares", request),
    onSuccess: () => client.invalidateQueries({ queryKey: diarySharesQuery().queryKey }),
  });
}
