/** Admin journey: every back-office tab, users search, a cleanup dry run, contact reply and the live log. */
import fs from "node:fs";
import path from "node:path";
import { login, openSession, shoot, signIn, textShows, toastShows } from "./browser";
import { ADMIN, assert, createUser, freshEmail, SCREENSHOTS, type TJourney } from "./harness";

const TABS = [
  "overview", "visitors", "users", "bypass", "orders", "payments", "messages", "contact",
  "ai-metrics", "webhooks", "logs", "feedback", "cleanup", "features", "settings",
];

export const adminJourney: TJourney = {
  name: "admin",
  tests: (env) => {
    const { page } = env;
    return [
      {
        name: "admin signs in and walks every back-office tab (URL follows the tab); overview at 360 and 1280 px",
        run: async () => {
          await page.goto(env.url("/admin-login"));
          await login(page, ADMIN.email, ADMIN.password, "Entrar como administrador");
          await page.waitForURL((u) => u.pathname === "/admin/backoffice");
          await textShows(page, "Usuários ativos (30 dias)");
          await shoot(page, "admin-overview");
          await page.setViewportSize({ width: 1280, height: 900 });
          for (const tab of TABS) {
            await page.locator(`button[data-tab="${tab}"]`).click();
            await page.waitForURL((u) => u.searchParams.get("tab") === tab);
            await page.waitForLoadState("networkidle");
            await page.locator("main .animate-spin, section .animate-spin").first().waitFor({ state: "detached", timeout: 5000 }).catch(() => undefined);
            await page.screenshot({ path: path.join(SCREENSHOTS, `admin-tab-${tab}-1280.png`), fullPage: true });
          }
          await page.goto(env.url("/admin/backoffice?tab=cleanup"));
          await page.getByTestId("cleanup-conversations").waitFor();
        },
      },
      {
        name: "users tab: search by e-mail keeps its state in the URL and opens the detail",
        run: async () => {
          await page.goto(env.url("/admin/backoffice?tab=users"));
          await page.getByLabel("Buscar por nome ou e-mail").fill("admin@");
          await page.getByRole("button", { name: "Buscar", exact: true }).click();
          await page.waitForURL((u) => u.searchParams.get("q") === "admin@");
          await page.getByTestId("user-row").filter({ hasText: ADMIN.email }).waitFor();
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 1, null, { timeout: 5000 });
          await page.getByRole("button", { name: "Detalhes" }).click();
          await page.getByRole("dialog").getByText("Mensagens enviadas").waitFor();
          await page.keyboard.press("Escape");
        },
      },
      {
        name: "users tab: search, paginate, extend a trial, view as the user (banner at 360 and 1280 px) and go back",
        run: async () => {
          const stamp = Date.now().toString(36);
          const people = Array.from({ length: 21 }, (_, i) => ({ fullName: `Paginada ${stamp} ${String(i + 1).padStart(2, "0")}`, email: freshEmail(`pag${i}`), password: "Senha-Muito-Forte-123" }));
          for (let i = 0; i < people.length; i += 7) await Promise.all(people.slice(i, i + 7).map((p) => createUser(env.server, p)));
          const last = people[20]!.fullName;

          await page.goto(env.url("/admin/backoffice?tab=users&sort=fullName,asc"));
          await page.getByLabel("Buscar por nome ou e-mail").fill(`Paginada ${stamp}`);
          await page.getByRole("button", { name: "Buscar", exact: true }).click();
          await textShows(page, "21 usuários · página 1 de 2");
          await page.getByRole("button", { name: "Próxima", exact: true }).click();
          await page.waitForURL((u) => u.searchParams.get("page") === "1");
          await textShows(page, "21 usuários · página 2 de 2");
          await page.getByTestId("user-row").filter({ hasText: last }).getByRole("button", { name: "Detalhes" }).click();

          const dialog = page.getByRole("dialog", { name: last });
          await dialog.getByText("Perfil completo").waitFor();
          await dialog.getByLabel("Estender teste (dias)").fill("10");
          await dialog.getByRole("button", { name: "Estender teste" }).click();
          await toastShows(page, "Teste estendido");
          await dialog.getByTestId("audit-entry").filter({ hasText: "Teste grátis estendido" }).waitFor();
          await shoot(page, "admin-user-detail");

          await dialog.getByRole("button", { name: "Ver como usuário" }).click();
          await page.waitForURL((u) => u.pathname === "/dashboard");
          const banner = page.getByTestId("impersonation-banner");
          await banner.getByText(`Você está vendo como ${last} (somente leitura)`).waitFor({ timeout: 15_000 });
          await textShows(page, "Teste grátis: faltam 17 dias.");
          await textShows(page, "kcal consumidas");
          await shoot(page, "admin-view-as-user");
          const refused = await page.evaluate(async () => {
            const token = sessionStorage.getItem("nutriguia_impersonation_token");
            const response = await fetch("/api/auth/logout", { method: "POST", headers: { Authorization: `Bearer ${token}` } });
            return { status: response.status, body: (await response.json()) as { errorCode?: string } };
          });
          assert(refused.status === 403 && refused.body.errorCode === "IMPERSONATION_READ_ONLY", `a write while viewing as the user answered ${refused.status}`);

          await banner.getByRole("button", { name: "Voltar ao painel" }).click();
          await page.waitForURL((u) => u.pathname === "/admin/backoffice" && u.searchParams.get("tab") === "users");
          await page.getByTestId("audit-entry").filter({ hasText: "Visualização como usuário" }).filter({ hasText: last }).first().waitFor();
          assert((await banner.count()) === 0, "the banner must go once back in the panel");
        },
      },
      {
        name: "cleanup tab: a dry run counts without deleting",
        run: async () => {
          await page.goto(env.url("/admin/backoffice?tab=cleanup"));
          const card = page.getByTestId("cleanup-conversations");
          await card.getByRole("button", { name: "Simular" }).click();
          await card.getByText("0 registros seriam removidos.").waitFor();
          await card.getByRole("button", { name: "Limpar" }).click();
          await toastShows(page, "Limpeza Concluída");
        },
      },
      {
        name: "contact messages: reply to a pending message; Responder disappears",
        run: async () => {
          const sent = await fetch(env.url("/api/contact"), {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ name: "Marina Castro", email: "marina@example.com", subject: "duvida-planos", message: "Qual a diferença entre os planos?" }),
          });
          assert(sent.ok, `contact POST answered ${sent.status}`);
          await page.goto(env.url("/admin/contact-messages"));
          await textShows(page, "Não Respondidas (1)");
          await shoot(page, "admin-contact");
          const row = page.getByTestId("contact-row").filter({ hasText: "Marina Castro" });
          await row.getByRole("button", { name: "Responder" }).click();
          const dialog = page.getByRole("dialog", { name: "Responder mensagem" });
          const send = dialog.getByRole("button", { name: "Enviar resposta" });
          assert(await send.isDisabled(), "send must be disabled while the reply is blank");
          await dialog.getByLabel("Resposta").fill("   ");
          assert(await send.isDisabled(), "send must be disabled for a blank reply");
          await dialog.getByLabel("Resposta").fill("O Pro+ inclui relatórios detalhados.");
          await send.click();
          await toastShows(page, "Resposta enviada");
          await textShows(page, "Não há mensagens não respondidas.");
          await page.getByRole("tab", { name: /Todas/ }).click();
          await row.getByText("Respondida").waitFor();
          assert((await row.getByRole("button", { name: "Responder" }).count()) === 0, "Responder must be hidden once responded");
        },
      },
      {
        name: "logs: static view, then live mode shows a line written to the log file",
        run: async () => {
          await page.goto(env.url("/admin/logs"));
          await page.getByRole("heading", { name: "Logs do Sistema" }).waitFor();
          await page.getByText(/Mostrando as últimas \d+ linhas/).waitFor();
          await page.getByRole("switch", { name: "Ao vivo" }).click();
          await page.getByRole("button", { name: "Parar streaming" }).waitFor();
          await page.waitForTimeout(500);
          const dir = path.join(env.server.dataDir, "logs");
          const newest = fs.readdirSync(dir).filter((f) => f.endsWith(".log")).map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs })).sort((a, b) => b.t - a.t)[0];
          assert(newest, "no log file under DATA_DIR/logs");
          fs.appendFileSync(path.join(dir, newest.f), `${JSON.stringify({ level: 40, time: Date.now(), msg: "linha de teste ao vivo" })}\n`);
          await page.getByTestId("log-viewer").getByText("linha de teste ao vivo").waitFor({ timeout: 5000 });
          await shoot(page, "admin-logs-live");
          await page.getByRole("button", { name: "Parar streaming" }).click();
        },
      },
      {
        name: "logs access: signed out goes to /login?redirect=/admin/logs; a user sees the authentication-error alert",
        run: async () => {
          const { context, page: other } = await openSession(env.browser);
          await other.goto(env.url("/admin/logs"));
          await other.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("redirect") === "/admin/logs");
          const user = await createUser(env.server, { fullName: "Lia Prado", email: freshEmail("lia"), password: "Senha-Muito-Forte-123" });
          await signIn(other, env.server.baseUrl, user, "/admin/logs");
          await other.getByRole("alert").filter({ hasText: "Erro de autenticação" }).waitFor();
          await context.close();
        },
      },
      {
        name: "system health shows the database and memory",
        run: async () => {
          await page.goto(env.url("/system-health"));
          await textShows(page, "Operacional");
          await textShows(page, "Memória (RSS)");
          await shoot(page, "system-health");
        },
      },
    ];
  },
};
