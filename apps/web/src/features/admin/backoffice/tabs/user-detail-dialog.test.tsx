import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { TAdminUserDetail } from "@nutriguia/domain";
import { ImpersonationBanner } from "../../../../components/impersonation-banner";
import { SessionProvider } from "../../../../lib/session/session-context";
import { getToken, IMPERSONATION_TOKEN_KEY, TOKEN_KEY } from "../../../../lib/storage";
import { getToast } from "../../../../lib/toast-store";
import { UserDetailDialog } from "./user-detail-dialog";

const ADMIN = { id: "admin-1", fullName: "Ana Admin", email: "ana@nutriguia.test", roles: ["USER", "ADMIN"] };
const detail: TAdminUserDetail = {
  id: "user-2",
  fullName: "Dora Detalhe",
  email: "dora@exemplo.com",
  roles: ["USER"],
  active: true,
  unlimited: true,
  bypass: { grantedById: "admin-1", grantedByName: "Ana Admin", grantedAt: "2026-11-20T12:00:00.000Z", reason: "Parceria", expiresAt: null, expired: false },
  createdAt: "2026-11-01T12:00:00.000Z",
  lastLoginAt: null,
  activationPending: false,
  trialEndsAt: "2026-11-30T12:00:00.000Z",
  profileCompleteness: 50,
  plan: { plan: "TRIAL", status: "TRIALING", periodEnd: "2026-11-30T12:00:00.000Z" },
  usage: { messagesUsed: 12, mealPlansUsed: 1, bonusMessages: 0, messagesLimit: 30, mealPlansLimit: 3 },
  channels: [{ channel: "TELEGRAM", linkedAt: "2026-11-02T12:00:00.000Z", lastInboundAt: null }],
  messagesSent: 4,
  lastActivityAt: "2026-11-22T12:00:00.000Z",
  audit: [
    { id: "a1", adminId: "admin-1", adminName: "Ana Admin", action: "user.bypass.grant", targetType: "user", targetId: "user-2", targetName: "Dora Detalhe", before: { unlimited: false }, after: { unlimited: true }, requestId: "req-1", createdAt: "2026-11-20T12:00:00.000Z" },
  ],
};

let calls: { url: string; method: string; auth: string | undefined; body: unknown }[] = [];
beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, "admin-token");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      const auth = (init.headers as Record<string, string>).Authorization;
      calls.push({ url, method, auth, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/auth/me") return Response.json(auth === "Bearer view-token" ? { ...detail, roles: ["USER"] } : ADMIN);
      if (url === "/api/account/subscription") return Response.json({ subscription: null, trial: null, unlimited: true });
      if (url.endsWith("/impersonate")) return Response.json({ token: "view-token", expiresAt: "2026-11-23T12:15:00.000Z", user: { id: detail.id, fullName: detail.fullName } });
      if (url.endsWith("/trial")) return Response.json({ ...detail, trialEndsAt: "2026-12-10T12:00:00.000Z" });
      if (url.endsWith("/bypass")) return Response.json(detail);
      const self = url.includes("/admin-1/");
      return Response.json(self ? { ...detail, ...ADMIN, unlimited: false, bypass: null } : detail);
    }),
  );
});
afterEach(() => {
  calls = [];
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderAt(id: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <ImpersonationBanner />
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: "/admin/backoffice", element: <UserDetailDialog id={id} onClose={() => undefined} /> },
          { path: "/dashboard", element: <p>Painel do usuário</p> },
        ],
      },
    ],
    { initialEntries: ["/admin/backoffice"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

it("shows completeness, plan, usage, channels, bypass and audit, then views as the user and comes back", async () => {
  const router = renderAt("user-2");
  const dialog = await screen.findByRole("dialog", { name: "Dora Detalhe" });
  for (const text of ["50%", "Teste grátis (em teste) até 30/11/2026, 09:00", "Mensagens 12 de 30 · Planos 1 de 3", /Telegram \(desde/, /Motivo: Parceria/, "Ilimitado: não → sim"]) {
    expect(within(dialog).getByText(text)).toBeTruthy();
  }
  await waitFor(() => expect(screen.getByRole("button", { name: "Ver como usuário" })).toBeTruthy());
  fireEvent.click(screen.getByRole("button", { name: "Ver como usuário" }));

  expect(await screen.findByText("Painel do usuário")).toBeTruthy();
  const banner = await screen.findByTestId("impersonation-banner");
  await waitFor(() => expect(banner.textContent).toBe("Você está vendo como Dora Detalhe (somente leitura)Voltar ao painel"));
  expect(calls.find((c) => c.url.endsWith("/impersonate"))).toMatchObject({ method: "POST", auth: "Bearer admin-token" });
  expect(calls.at(-1)?.auth).toBe("Bearer view-token");
  expect(localStorage.getItem(TOKEN_KEY)).toBe("admin-token");
  expect(getToken()).toBe("view-token");

  fireEvent.click(within(banner).getByRole("button", { name: "Voltar ao painel" }));
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe("/admin/backoffice?tab=users"));
  expect(screen.queryByTestId("impersonation-banner")).toBeNull();
  expect(sessionStorage.getItem(IMPERSONATION_TOKEN_KEY)).toBeNull();
  expect(getToken()).toBe("admin-token");
});

it("extends the trial by 1 to 90 days", async () => {
  renderAt("user-2");
  const days = await screen.findByLabelText("Estender teste (dias)");
  fireEvent.change(days, { target: { value: "91" } });
  expect(screen.getByText("Informe de 1 a 90 dias.")).toBeTruthy();
  expect((screen.getByRole("button", { name: "Estender teste" }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(days, { target: { value: "10" } });
  fireEvent.click(screen.getByRole("button", { name: "Estender teste" }));
  await waitFor(() => expect(getToast()?.title).toBe("Teste estendido"));
  expect(calls.find((c) => c.url.endsWith("/trial"))?.body).toEqual({ days: 10 });
  expect(getToast()?.description).toBe("O teste grátis agora termina em 10/12/2026, 09:00.");
});

it("keeps an admin from deactivating, demoting or viewing as itself", async () => {
  renderAt("admin-1");
  const deactivate = await screen.findByRole("button", { name: "Desativar conta" });
  await waitFor(() => expect((deactivate as HTMLButtonElement).disabled).toBe(true));
  expect((screen.getByRole("button", { name: "Remover administrador" }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.queryByRole("button", { name: "Ver como usuário" })).toBeNull();
});
