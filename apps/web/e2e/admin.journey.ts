/** Admin journey: every back-office tab, visitor analytics, users search, a cleanup dry run, contact reply, settings, webhooks and the live log. */
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { login, openSession, shoot, signIn, textShows, toastShows } from "./browser";
import type { Page } from "playwright-core";
import { CHANNELS_ENV } from "./channels.journey";
import { ADMIN, assert, createUser, freshEmail, SCREENSHOTS, type TJourney } from "./harness";

/** A desktop Chrome: the tracker's server ignores automated browsers (HeadlessChrome) as bots. */
const VISITOR_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const TABS = [
  "overview", "visitors", "users", "bypass", "orders", "payments", "messages", "contact",
  "ai-metrics", "webhooks", "logs", "feedback", "cleanup", "features", "settings",
];

/** The admin has not accepted the legal documents; the fixed banner would cover the panels in full-page screenshots. */
async function dismissConsentBanner(page: Page) {
  await page.getByRole("button", { name: "Dispensar" }).click();
}

export const adminJourney: TJourney = {
  name: "admin",
  tests: (env) => {
    const { page } = env;
    return [
      {
        name: "an anonymous visitor's view of the landing page is counted, without cookies or storage",
        run: async () => {
          const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR", userAgent: VISITOR_UA });
          const visitor = await context.newPage();
          // What the beacon carried (a Blob body the browser does not expose) is checked in the visitors tab below.
          const beacon = visitor.waitForResponse((r) => r.url().endsWith("/api/visitors/events") && r.request().method() === "POST");
          await visitor.goto(env.url("/?utm_source=e2e"));
          assert((await beacon).status() === 202, "the page view beacon was not accepted");
          assert((await context.cookies()).length === 0, "the landing page set a cookie");
          assert((await visitor.evaluate(() => localStorage.length + sessionStorage.length)) === 0, "the landing page wrote to storage");
          await context.close();
        },
      },
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
        name: "visitors tab: the anonymous page view shows in the figures and top pages; 360 and 1280 px",
        run: async () => {
          await page.goto(env.url("/admin/backoffice?tab=visitors&dias=7"));
          const views = page.getByText("Visualizações de página").locator("xpath=following-sibling::dd[1]");
          await views.waitFor();
          assert(Number(await views.textContent()) >= 1, `page views shown: ${await views.textContent()}`);
          await page.getByRole("table", { name: "Páginas mais vistas" }).getByRole("cell", { name: "/", exact: true }).waitFor();
          await page.getByRole("table", { name: "Campanhas (utm_source)" }).getByText("e2e").waitFor();
          await shoot(page, "admin-visitors");
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
          await textShows(page, /^Teste grátis: faltam 17 dias · Restam \d+ de \d+ mensagens$/);
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
        name: "settings tab: a new contact phone shows on the contact page; settings at 360 and 1280 px",
        run: async () => {
          await page.goto(env.url("/admin/backoffice?tab=settings"));
          const contact = page.getByRole("form", { name: "Contato do site" });
          await contact.getByLabel("Telefone").fill("(21) 3555-0199");
          await contact.getByRole("button", { name: "Salvar" }).click();
          await toastShows(page, "Configurações salvas");
          await page.getByRole("form", { name: "Documentos legais" }).getByLabel("Versão da Política de Privacidade").fill("");
          await page.getByRole("form", { name: "Documentos legais" }).getByRole("button", { name: "Salvar" }).click();
          await textShows(page, "Informe a versão");
          await page.reload();
          await page.getByRole("form", { name: "Planos: preços e limites" }).waitFor();
          await dismissConsentBanner(page);
          await shoot(page, "admin-settings");
          await page.goto(env.url("/fale-conosco"));
          await page.getByTestId("contact-phone").getByText("(21) 3555-0199").waitFor();
          await shoot(page, "contact-page-phone");
        },
      },
      {
        name: "webhooks tab: filters by provider in the URL and links to the cleanup tab; at 360 and 1280 px",
        run: async () => {
          // Two delivery receipts signed like Meta's: recorded as processed, with nothing sent back.
          for (const status of ["delivered", "read"]) {
            const raw = JSON.stringify({
              object: "whatsapp_business_account",
              entry: [{ id: "1", changes: [{ field: "messages", value: { messaging_product: "whatsapp", statuses: [{ id: "wamid.e2e1", status, timestamp: "1763900000", recipient_id: "5511900000000" }] } }] }],
            });
            const signature = `sha256=${createHmac("sha256", CHANNELS_ENV.WHATSAPP_APP_SECRET).update(raw).digest("hex")}`;
            const sent = await fetch(env.url("/api/webhooks/whatsapp"), { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body: raw });
            assert(sent.ok, `WhatsApp webhook answered ${sent.status}`);
          }
          await page.goto(env.url("/admin/backoffice?tab=webhooks"));
          await page.getByTestId("webhook-row").filter({ hasText: "status:wamid.e2e1:read" }).waitFor();
          assert((await page.getByTestId("webhook-summary").first().textContent())?.includes("2"), "the WhatsApp count of the last 24 h must include the two receipts");
          await dismissConsentBanner(page);
          await shoot(page, "admin-webhooks");
          await page.getByLabel("Provedor").selectOption("stripe");
          await page.waitForURL((u) => u.searchParams.get("provider") === "stripe");
          await page.getByRole("link", { name: "Limpar eventos antigos" }).click();
          await page.waitForURL((u) => u.searchParams.get("tab") === "cleanup");
          await page.getByTestId("cleanup-conversations").waitFor();
        },
      },
      {
        name: "system health shows the server, the scheduled jobs with their last run, providers, mail, webhooks and errors",
        run: async () => {
          await page.goto(env.url("/system-health"));
          await textShows(page, "Operacional");
          await textShows(page, "Memória (RSS)");
          const jobs = page.getByRole("region", { name: "Tarefas agendadas" });
          await jobs.getByTestId("job-retention").waitFor();
          await jobs.getByText("Retenção de dados (limpeza diária)").waitFor();
          await jobs.getByTestId("job-billing").waitFor();
          // The server's scheduler looks for due jobs 10 s after boot; by now the daily retention has run once.
          await jobs.getByTestId("job-retention").getByText("Sucesso").waitFor({ timeout: 15_000 });
          for (const title of ["Provedores de IA", "E-mail e registros de acesso", "Webhooks dos canais", "Últimos erros"]) {
            await page.getByRole("heading", { name: title }).waitFor();
          }
          await shoot(page, "system-health");
        },
      },
    ];
  },
};
