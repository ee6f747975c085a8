import type { TAdminSettings } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/settings: legal versions, plans, site contact, channel switches and AI providers (no keys). */
export const adminSettingsQuery = queryOptions({
  queryKey: ["admin", "settings"],
  queryFn: () => api.get<TAdminSettings>("/api/admin/settings"),
  retry: false,
});

export const useAdminSettings = () => useQuery(adminSettingsQuery);
