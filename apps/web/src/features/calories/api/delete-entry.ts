import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTracking } from "../../../lib/invalidate-tracking";

/** DELETE /api/dashboard/calories/{id}. */
export function deleteEntry(id: string): Promise<unknown> {
  return api.delete(`/api/dashboard/calories/${encodeURIComponent(id)}`);
}

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteEntry, onSuccess: () => invalidateTracking(client) });
}
