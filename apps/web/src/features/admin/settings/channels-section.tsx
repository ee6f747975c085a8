import { useState } from "react";
import type { TAdminSettings, TChannelFlags } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Switch } from "../../../components/ui/switch";
import { useUpdateAdminSettings } from "../api/update-admin-settings";
import { SettingsForm } from "./settings-form";

const CHANNELS = [
  ["whatsapp", "WhatsApp"],
  ["telegram", "Telegram"],
] as const;

/** Turning a channel off hides its linking option and leaves its incoming messages unanswered (kept as ignored). */
export function ChannelsSection({ initial }: { initial: TAdminSettings["channels"] }) {
  const [draft, setDraft] = useState<TChannelFlags>({ whatsapp: initial.whatsapp.enabled, telegram: initial.telegram.enabled });
  const save = useUpdateAdminSettings("channels");
  return (
    <SettingsForm
      title="Canais de atendimento"
      description="Desativado, o canal deixa de ser oferecido no perfil e as mensagens recebidas são confirmadas ao provedor, mas não respondidas."
      saving={save.isPending}
      onSubmit={() => save.mutate(draft)}
    >
      <ul className="divide-y divide-slate-100">
        {CHANNELS.map(([id, label]) => (
          <li key={id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{label}</span>
              {initial[id].configured ? null : <Badge tone="warning">Não configurado no servidor</Badge>}
            </div>
            <div className="flex items-center gap-2 text-sm text-slate-700">
              <span>{draft[id] ? "Ativado" : "Desativado"}</span>
              <Switch label={`${label} ativado`} checked={draft[id]} onChange={(on) => setDraft({ ...draft, [id]: on })} />
            </div>
          </li>
        ))}
      </ul>
    </SettingsForm>
  );
}
