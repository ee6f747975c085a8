import type { TChannelName, TChannelStatus } from "@nutriguia/domain";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-errors";
import { useChannels, useTelegramLink, useUnlinkChannel, useWhatsAppCode } from "../api/channels";
import { RemindersCard } from "./reminders-card";

const LABELS: Record<TChannelName, string> = { whatsapp: "WhatsApp", telegram: "Telegram" };

/** "5511940028922" → "+55 11 94002-8922"; other countries as "+<digits>". */
export function formatPhone(digits: string): string {
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return br ? `+55 ${br[1]} ${br[2]}-${br[3]}` : `+${digits}`;
}

function Failure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="text-sm font-medium text-rose-700">
      {errorMessage(error, "Não foi possível gerar a conexão. Tente de novo em alguns minutos.")}
    </p>
  );
}

function LinkedRow({ channel, status }: { channel: TChannelName; status: TChannelStatus }) {
  const unlink = useUnlinkChannel();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{LABELS[channel]}</span> conectado
        {channel === "whatsapp" && status.externalId ? ` (${formatPhone(status.externalId)})` : ""}
      </p>
      <Button variant="outline" size="sm" loading={unlink.isPending} onClick={() => unlink.mutate(channel)}>
        Desconectar
      </Button>
    </div>
  );
}

function WhatsAppRow({ status }: { status: TChannelStatus }) {
  const code = useWhatsAppCode();
  const number = code.data?.number ?? status.address;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        WhatsApp do NutriGuia: <strong className="whitespace-nowrap">{number ? formatPhone(number) : "número em configuração"}</strong>
      </p>
      <Button variant="secondary" loading={code.isPending} onClick={() => code.mutate()}>
        {code.data ? "Gerar outro código" : "Conectar WhatsApp"}
      </Button>
      {code.error ? <Failure error={code.error} /> : null}
      {code.data ? (
        <div className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700" role="status">
          <p>
            Seu código: <strong className="font-mono text-base tracking-widest">{code.data.code}</strong>. Ele vale por 15 minutos e só
            pode ser usado uma vez.
          </p>
          {code.data.url ? (
            <>
              <a className={buttonClasses("primary", "md")} href={code.data.url} target="_blank" rel="noreferrer" data-testid="whatsapp-open">
                Abrir o WhatsApp com o código
              </a>
              <p>O WhatsApp abre a conversa com o NutriGuia com o código já escrito: é só tocar em enviar.</p>
            </>
          ) : (
            <p>Envie este código numa mensagem de WhatsApp para o número do NutriGuia.</p>
          )}
        </div>
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
      {link.error ? <Failure error={link.error} /> : null}
      {link.data ? (
        <div className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700" role="status">
          <a className={buttonClasses("primary", "md")} href={link.data.url} target="_blank" rel="noreferrer" data-testid="telegram-open">
            Abrir o NutriGuia no Telegram
          </a>
          <p>No Telegram, toque em Iniciar: a conta é conectada na hora. O link vale por 15 minutos.</p>
        </div>
      ) : null}
    </div>
  );
}

function ChannelRow({ channel, status }: { channel: TChannelName; status: TChannelStatus }) {
  if (!status.enabled) {
    return (
      <p className="text-sm text-slate-700" data-testid={`channel-${channel}-unavailable`}>
        <span className="font-medium text-slate-900">{LABELS[channel]}</span>: ainda não disponível no NutriGuia. Enquanto isso, use o
        chat do site.
      </p>
    );
  }
  if (status.linked) return <LinkedRow channel={channel} status={status} />;
  return channel === "whatsapp" ? <WhatsAppRow status={status} /> : <TelegramRow />;
}

/**
 * "Assistente no celular" on /profile: always shown, each channel saying whether it can be connected now; below it,
 * the "Lembretes" of the connected channels.
 */
export function ChannelsCard() {
  const channels = useChannels();
  return (
    <>
      <Card className="mt-5" data-testid="channels-card">
        <CardHeader title="Assistente no celular" description="Converse com o NutriGuia pelo WhatsApp ou Telegram: as refeições vão para o mesmo diário." />
        {channels.error ? <Failure error={channels.error} /> : null}
        {channels.data ? (
          <div className="space-y-5">
            <ChannelRow channel="whatsapp" status={channels.data.whatsapp} />
            <ChannelRow channel="telegram" status={channels.data.telegram} />
          </div>
        ) : null}
      </Card>
      {channels.data ? <RemindersCard channels={channels.data} /> : null}
    </>
  );
}
