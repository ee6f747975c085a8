import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminSetBypass, TAdminUserDetail, TAdminUsersPage } from "@nutriguia/domain";
import { api } from "../../../../lib/api-client";
import { getToken } from "../../../../lib/storage";

export type TUsersState = { page: number; size: number; sort: string; filter: string; unlimited?: boolean };

export function useAdminUsers(state: TUsersState) {
  const qs = new URLSearchParams({ page: String(state.page), size: String(state.size), sort: state.sort, filter: state.filter });
  if (state.unlimited) qs.set("unlimited", "true");
  return useQuery({ queryKey: ["admin", "users", state], queryFn: () => api.get<TAdminUsersPage>(`/api/admin/users?${qs}`), retry: false, placeholderData: (p) => p });
}

export function useAdminUser(id: string | null) {
  return useQuery({ queryKey: ["admin", "user", id], queryFn: () => api.get<TAdminUserDetail>(`/api/admin/users/${id}/detail`), enabled: !!id, retry: false });
}

/** One back-office action on a user; each answers with the refreshed detail. */
export type TUserAction =
  | { kind: "active"; body: { active: boolean } }
  | { kind: "bypass"; body: TAdminSetBypass }
  | { kind: "admin"; body: { admin: boolean } }
  | { kind: "trial"; body: { days: number } }
  | { kind: "resend-activation"; body: Record<string, never> };

export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TUserAction }) =>
      api.post<TAdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}/${action.kind}`, action.body),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** Downloads the CSV of the current filter and sort (the bearer token goes in the header, never in a URL). */
export async function downloadUsersCsv(state: TUsersState): Promise<void> {
  const qs = new URLSearchParams({ sort: state.sort, filter: state.filter });
  if (state.unlimited) qs.set("unlimited", "true");
  const token = getToken();
  const response = await fetch(`/api/admin/users/export?${qs}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error("Não foi possível exportar os usuários.");
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = "usuarios.csv";
  a.click();
  URL.revokeObjectURL(url);
}
