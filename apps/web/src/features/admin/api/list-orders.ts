import type { TOrderPage } from "@nutriguia/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/orders?page&size&sortDirection=desc: every checkout, newest first. */
export const adminOrdersQuery = (page: number) =>
  queryOptions({ queryKey: ["admin", "orders", page], queryFn: () => api.get<TOrderPage>(`/api/admin/orders?page=${page}&size=10&sortDirection=desc`) });
