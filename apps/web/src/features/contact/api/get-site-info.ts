import type { TSiteInfo } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/site/info (public): the contact e-mail, phone and city an admin set in the back-office. */
export const siteInfoQuery = queryOptions({
  queryKey: ["site-info"],
  queryFn: () => api.get<TSiteInfo>("/api/site/info", { auth: false }),
  staleTime: 60_000,
});

export const useSiteInfo = () => useQuery(siteInfoQuery);
