import { useMutation } from "@tanstack/react-query";
import { apiResult, isFailure } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-errors";

/** DELETE /api/account/delete {password}: success judged by HTTP ok; on failure the message is read. */
export async function deleteAccount(password: string): Promise<void> {
  const result = await apiResult("/api/account/delete", { method: "DELETE", body: { password } });
  if (isFailure(result)) throw new ApiError(result);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
