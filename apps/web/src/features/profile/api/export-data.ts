import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const EXPORT_FILE_NAME = "nutriguia-meus-dados.json";

/** GET /api/account/export: everything the account holds, as JSON. */
export function exportData(): Promise<unknown> {
  return api.get<unknown>("/api/account/export");
}

/** Fetches the export and hands it to the browser as a file download. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await exportData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: EXPORT_FILE_NAME });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}
