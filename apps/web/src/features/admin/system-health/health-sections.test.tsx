import type { TJobStatus, TSystemHealth } from "@nutriguia/domain";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JobsSection } from "./jobs-section";
import { AiProvidersSection, MailSection, RecentErrorsSection, WebhooksSection } from "./service-sections";

const retention: TJobStatus = {
  name: "retention",
  everySeconds: 86_400,
  scheduled: true,
  running: false,
  lastRun: { startedAt: "2026-11-23T03:00:00Z", finishedAt: "2026-11-23T03:00:01.500Z", ok: true, summary: { conversations: 12, "access-logs": 340 }, error: null },
  nextRunAt: "2026-11-24T03:00:00Z",
};

describe("system-health sections", () => {
  it("shows each job's last result in pt-BR: status, counts per target, next run, and the error of a failed one", () => {
    const failed: TJobStatus = {
      ...retention,
      name: "billing",
      everySeconds: 300,
      lastRun: { startedAt: "2026-11-23T12:00:00Z", finishedAt: "2026-11-23T12:00:00.040Z", ok: false, summary: {}, error: "conexão recusada" },
    };
    const never: TJobStatus = { ...retention, name: "message-reminders", everySeconds: 300, scheduled: false, lastRun: null, nextRunAt: null };
    render(<JobsSection jobs={[retention, failed, never]} />);
    const section = screen.getByRole("region", { name: "Tarefas agendadas" });
    const daily = within(section).getByTestId("job-retention");
    expect(daily.textContent).toContain("Retenção de dados (limpeza diária)");
    expect(daily.textContent).toContain("Sucesso");
    expect(daily.textContent).toContain("diária");
    expect(daily.textContent).toContain("1,5 s");
    expect(within(daily).getByRole("list", { name: "Resultado da última execução" }).textContent).toMatch(/conversas: 12.*registros de acesso: 340/);
    expect(within(section).getByTestId("job-billing").textContent).toMatch(/Falhou.*a cada 5 min.*Erro: conexão recusada/);
    expect(within(section).getByTestId("job-message-reminders").textContent).toMatch(/Nunca executada.*Desativada/);
  });

  it("shows providers, mail, webhooks and the last errors with readable failures", () => {
    const health = {
      mail: { kind: "smtp", ok: false, latencyMs: null, error: "EAUTH" },
      accessLog: { enabled: true, buffered: 3, written: 1200, dropped: 0, failedFlushes: 0 },
      webhooks: [
        { provider: "whatsapp", configured: true, lastReceivedAt: "2026-11-23T11:59:00Z", last24h: 40, failed24h: 2 },
        { provider: "telegram", configured: false, lastReceivedAt: null, last24h: 0, failed24h: 0 },
        { provider: "stripe", configured: true, lastReceivedAt: null, last24h: 0, failed24h: null },
      ],
      recentErrors: [{ level: "error", time: "2026-11-23T12:00:00Z", message: "request failed", error: "Error: boom", requestId: "req-9", route: "/api/chat/message", job: null }],
    } satisfies Pick<TSystemHealth, "mail" | "accessLog" | "webhooks" | "recentErrors">;
    render(
      <>
        <AiProvidersSection
          providers={[
            { name: "openai", model: "gpt-4o-mini", visionModel: null, transcriptionModel: "whisper-1", ok: true, latencyMs: 180, error: null },
            { name: "ollama", model: "llama3.1", visionModel: null, transcriptionModel: null, ok: false, latencyMs: null, error: "TIMEOUT" },
          ]}
        />
        <MailSection mail={health.mail} accessLog={health.accessLog} />
        <WebhooksSection webhooks={health.webhooks} />
        <RecentErrorsSection errors={health.recentErrors} />
      </>,
    );
    const ai = screen.getByRole("region", { name: "Provedores de IA" });
    expect(ai.textContent).toMatch(/openai.*Disponível.*180 ms/);
    expect(ai.textContent).toMatch(/ollama.*Indisponível.*Tempo esgotado/);
    expect(screen.getByRole("region", { name: "E-mail e registros de acesso" }).textContent).toMatch(/Servidor SMTP.*Com falha.*Autenticação recusada/);
    const hooks = screen.getByRole("region", { name: "Webhooks dos canais" });
    expect(hooks.textContent).toMatch(/WhatsApp.*Configurado.*40.*2/);
    expect(hooks.textContent).toMatch(/Stripe.*não registradas/);
    const errors = screen.getByRole("region", { name: "Últimos erros" });
    expect(errors.textContent).toMatch(/request failed.*Error: boom.*rota \/api\/chat\/message · requisição req-9/);
  });

  it("says so when nothing is configured or nothing failed", () => {
    render(
      <>
        <AiProvidersSection providers={[]} />
        <RecentErrorsSection errors={[]} />
      </>,
    );
    expect(screen.getByText("Nenhum provedor configurado: o assistente responde só com o motor próprio.")).toBeTruthy();
    expect(screen.getByText("Nenhum erro registrado desde que o servidor iniciou.")).toBeTruthy();
  });
});
