import type { TAdminUserLookup } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/users/{id} (001 §7): id, fullName, email. */
export const adminUserQuery = (id: string) =>
  queryOptions({ queryKey: ["admin", "users", id], queryFn: () => api.get<TAdminUserLookup>(`/api/admin/users/${encodeURIComponent(id)}`), staleTime: 10 * 60_000, retry: false });

export const useAdminUser = (id: string | null) => useQuery({ ...adminUserQuery(id ?? ""), enabled: !!id });
