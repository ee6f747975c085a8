import type { TAdminSettings, TChannelFlags, TLegalVersionsUpdate, TPlanSettingsUpdate, TSiteContact } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { toast } from "../../../lib/toast-store";
import { adminSettingsQuery } from "./get-admin-settings";

type TSections = { legal: TLegalVersionsUpdate; plans: TPlanSettingsUpdate; contact: TSiteContact; channels: TChannelFlags };

/** What else on the site shows each section, refreshed after a save. */
const SHOWN_IN: Record<keyof TSections, string[][]> = {
  legal: [["legal-versions"]],
  plans: [["billing", "plans"]],
  contact: [["site-info"]],
  channels: [["channels"]],
};

/** PUT /api/admin/settings/{section}; success and failure toasts in pt-BR. */
export function useUpdateAdminSettings<K extends keyof TSections>(section: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSections[K]) => api.put<TAdminSettings>(`/api/admin/settings/${section}`, body),
    onSuccess: (settings) => {
      client.setQueryData(adminSettingsQuery.queryKey, settings);
      for (const queryKey of SHOWN_IN[section]) void client.invalidateQueries({ queryKey });
      toast({ title: "Configurações salvas", description: "A alteração já vale para o site.", variant: "success" });
    },
    onError: (error: Error) => toast({ title: "Erro ao salvar configurações", description: error.message, variant: "destructive" }),
  });
}
