import type { TAdminImpersonation } from "@nutriguia/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/admin/users/{id}/impersonate: a 15-minute read-only token of the user (docs/decisions/540). */
export const impersonateUser = (id: string) => api.post<TAdminImpersonation>(`/api/admin/users/${encodeURIComponent(id)}/impersonate`);

export const useImpersonateUser = () => useMutation({ mutationFn: impersonateUser });
