import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { diarySharesQuery } from "./list-diary-shares";

/** DELETE /api/diary-shares/{id}: the link stops opening at once. */
export function useRevokeDiaryShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/diary-shares/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: diarySharesQuery().queryKey }),
  });
}
