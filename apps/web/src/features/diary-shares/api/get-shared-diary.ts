import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TSharedDiary } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

const base = (token: string) => `/api/public/diary-shares/${encodeURIComponent(token)}`;

/** The files of the same diary, downloaded by the browser itself (each opening is logged by the server). */
export const sharedDiaryFileUrl = (token: string, kind: "pdf" | "csv") => `${base(token)}/${kind}`;

/** GET /api/public/diary-shares/{token}: no session; 404 once the link is revoked or expired. */
export const sharedDiaryQuery = (token: string) =>
  queryOptions({ queryKey: ["shared-diary", token], queryFn: () => api.get<TSharedDiary>(base(token), { auth: false }), retry: false });

export const useSharedDiary = (token: string) => useQuery(sharedDiaryQuery(token));
