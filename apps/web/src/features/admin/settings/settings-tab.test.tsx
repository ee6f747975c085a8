import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminSettings } from "@nutriguia/domain";
import { dismissToast, getToast } from "../../../lib/toast-store";
import { SettingsTab } from "./settings-tab";

const settings: TAdminSettings = {
  legal: { privacyPolicyVersion: "1.0", termsVersion: "1.0" },
  plans: {
    prices: { PRO: { MONTH: 2990, YEAR: 29900 }, PRO_PLUS: { MONTH: 4990, YEAR: 49900 } },
    limits: { TRIAL: { messages: 30, mealPlans: 3 }, FREE: { messages: 10, mealPlans: 1 }, PRO: { messages: 3000, mealPlans: 60 }, PRO_PLUS: { messages: null, mealPlans: 300 } },
    pricesEditable: true,
    billingProvider: "local",
  },
  contact: { email: "contato@nutriguia.com.br", phone: "(11) 4000-0000", city: "São Paulo - SP" },
  channels: { whatsapp: { enabled: true, configured: true }, telegram: { enabled: true, configured: false } },
  aiProviders: [
    { name: "openai", model: "gpt-4o-mini", visionModel: "gpt-4o", transcriptionModel: null },
    { name: "groq", model: "llama-3.3-70b", visionModel: null, transcriptionModel: "whisper-large-v3" },
  ],
};

let calls: { url: string; method: string; body: any }[] = [];
afterEach(() => {
  calls = [];
  dismissToast();
  vi.unstubAllGlobals();
});

function renderTab(health: () => Response = () => Response.json({ providers: [] })) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url.endsWith("/api/admin/ai-providers/health")) return health();
      if (method === "PUT" && url.endsWith("/contact")) return Response.json({ ...settings, contact: body });
      if (method === "PUT") return Response.json(settings);
      return Response.json(settings);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SettingsTab />
    </QueryClientProvider>,
  );
}
const puts = () => calls.filter((c) => c.method === "PUT");

describe("SettingsTab", () => {
  it("saves the site contact and says so; an invalid e-mail is caught before sending", async () => {
    renderTab();
    const form = await screen.findByRole("form", { name: "Contato do site" });
    fireEvent.change(within(form).getByLabelText("E-mail de contato"), { target: { value: "não é e-mail" } });
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await within(form).findByText("E-mail inválido")).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText("E-mail de contato"), { target: { value: "ola@nutriguia.com.br" } });
    fireEvent.change(within(form).getByLabelText("Telefone"), { target: { value: "(21) 3000-1234" } });
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(getToast()?.title).toBe("Configurações salvas"));
    expect(puts()).toEqual([
      expect.objectContaining({ url: expect.stringContaining("/api/admin/settings/contact"), body: { email: "ola@nutriguia.com.br", phone: "(21) 3000-1234", city: "São Paulo - SP" } }),
    ]);
  });

  it("publishes new legal versions trimmed; a version with a space is refused under its field", async () => {
    renderTab();
    const form = await screen.findByRole("form", { name: "Documentos legais" });
    const terms = within(form).getByLabelText("Versão dos Termos de Uso");
    fireEvent.change(terms, { target: { value: "2 0" } });
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await within(form).findByText("Use apenas letras, números, ponto e hífen (ex.: 2.0)")).toBeTruthy();
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(puts()).toHaveLength(0);

    fireEvent.change(terms, { target: { value: " 2.0 " } });
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual(
      expect.objectContaining({ url: expect.stringContaining("/api/admin/settings/legal"), body: { privacyPolicyVersion: "1.0", termsVersion: "2.0" } }),
    );
  });

  it("sends prices in centavos and an empty paid quota as unlimited; a zero price is refused on the spot", async () => {
    renderTab();
    const form = await screen.findByRole("form", { name: "Planos: preços e limites" });
    expect((within(form).getByLabelText("Pro mensal") as HTMLInputElement).value).toBe("29,90");
    fireEvent.change(within(form).getByLabelText("Pro mensal"), { target: { value: "0" } });
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await within(form).findByText("O preço deve ser maior que zero")).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText("Pro mensal"), { target: { value: "34,90" } });
    fireEvent.change(within(form).getAllByLabelText("Mensagens")[2]!, { target: { value: "" } });
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body.prices.PRO).toEqual({ MONTH: 3490, YEAR: 29900 });
    expect(puts()[0]!.body.limits.PRO).toEqual({ messages: null, mealPlans: 60 });
  });

  it("turns a channel off and shows which channels the server lacks", async () => {
    renderTab();
    const form = await screen.findByRole("form", { name: "Canais de atendimento" });
    expect(within(form).getByText("Não configurado no servidor")).toBeTruthy();
    fireEvent.click(within(form).getByRole("switch", { name: "WhatsApp ativado" }));
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(puts()[0]?.body).toEqual({ whatsapp: false, telegram: true }));
  });

  it("lists AI providers without keys and runs the live health check on demand", async () => {
    renderTab(() =>
      Response.json({
        providers: [
          { name: "openai", model: "gpt-4o-mini", visionModel: "gpt-4o", transcriptionModel: null, ok: true, latencyMs: 120, error: null },
          { name: "groq", model: "llama-3.3-70b", visionModel: null, transcriptionModel: "whisper-large-v3", ok: false, latencyMs: null, error: "HTTP 401" },
        ],
      }),
    );
    const rows = await screen.findAllByTestId("ai-provider");
    expect(rows[0]!.textContent).toContain("gpt-4o-mini");
    expect(rows[0]!.textContent).toContain("Não verificado");
    expect(calls.some((c) => c.url.includes("health"))).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Verificar agora" }));
    expect(await within(rows[0]!).findByText("OK · 120 ms")).toBeTruthy();
    expect(within(rows[1]!).getByText("Falhou")).toBeTruthy();
    expect(within(rows[1]!).getByText("HTTP 401")).toBeTruthy();
  });

  it("says so when the health check cannot run", async () => {
    renderTab(() => Response.json({ success: false, message: "Recurso não encontrado.", errorCode: "NOT_FOUND", status: 404 }, { status: 404 }));
    fireEvent.click(await screen.findByRole("button", { name: "Verificar agora" }));
    expect(await screen.findByText("Não foi possível verificar os provedores agora. Tente novamente em instantes.")).toBeTruthy();
  });
});
