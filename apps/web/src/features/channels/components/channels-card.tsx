import type { TChannelName, TChannelStatus } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { useChannels, useTelegramLink, useUnlinkChannel, useWhatsAppCode } from "../api/channels";

const LABELS: Record<TChannelName, string> = { whatsapp: "WhatsApp", telegram: "Telegram" };

function LinkedRow({ channel, status }: { channel: TChannelName; status: TChannelStatus }) {
  const unlink = useUnlinkChannel();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{LABELS[channel]}</span> conectado
        {channel === "whatsapp" && status.externalId ? ` (+${status.externalId})` : ""}
      </p>
      <Button variant="outline" size="sm" loading={unlink.isPending} onClick={() => unlink.mutate(channel)}>
        Desconectar
      </Button>
    </div>
  );
}

function WhatsAppRow() {
  const code = useWhatsAppCode();
  return (
    <div className="space-y-2">
      <Button variant="secondary" loading={code.isPending} onClick={() => code.mutate()}>
        Conectar WhatsApp
      </Button>
      {code.data ? (
        <p className="text-sm text-slate-700" role="status">
          Envie o código <strong className="font-mono text-base tracking-widest">{code.data.code}</strong> pelo WhatsApp para o número do
          NutriGuia. O código tem 10 dígitos, vale por 15 minutos, só pode ser usado uma vez e deixa de valer após 5 tentativas erradas.
        </p>
      ) : null}
    </div>
  );
}

function TelegramRow() {
  const link = useTelegramLink();
  return (
    <div className="space-y-2">
      <Button variant="secondary" loading={link.isPending} onClick={() => link.mutate()}>
        Conectar Telegram
      </Button>
      {link.data ? (
        <p className="text-sm text-slate-700" role="status">
          <a className="font-medium text-emerald-700 underline" href={link.data.url} target="_blank" rel="noreferrer">
            Abrir o NutriGuia no Telegram
          </a>{" "}
          e tocar em Iniciar. O link vale por 15 minutos.
        </p>
      ) : null}
    </div>
  );
}

/** "Conectar WhatsApp" / "Conectar Telegram" on /profile; hidden when the server has no channel configured. */
export function ChannelsCard() {
  const channels = useChannels();
  if (!channels.data || (!channels.data.whatsapp.enabled && !channels.data.telegram.enabled)) return null;
  const { whatsapp, telegram } = channels.data;
  return (
    <Card className="mt-5">
      <CardHeader title="Assistente no celular" description="Converse com o NutriGuia pelo WhatsApp ou Telegram: as refeições vão para o mesmo diário." />
      <div className="space-y-4">
        {whatsapp.enabled ? whatsapp.linked ? <LinkedRow channel="whatsapp" status={whatsapp} /> : <WhatsAppRow /> : null}
        {telegram.enabled ? telegram.linked ? <LinkedRow channel="telegram" status={telegram} /> : <TelegramRow /> : null}
      </div>
    </Card>
  );
}
