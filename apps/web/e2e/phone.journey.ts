/** Phone journey (issue 30): the back-office at 360 px without page scroll, the board inside the app, help search by words, the chat at 360 px. */
import type { Page } from "playwright-core";
import { login, MOBILE, openSession, shoot, signIn, textShows } from "./browser";
import { ADMIN, api, assert, createUser, freshEmail, type TJourney } from "./harness";

/** Every back-office panel the admin opens at 360 px; each must fit the screen. */
const PHONE_TABS = [
  "overview", "visitors", "users", "bypass", "orders", "payments", "messages", "contact",
  "ai-metrics", "webhooks", "logs", "feedback", "cleanup", "features", "settings",
];

/** How far the page scrolls sideways, and the widest elements that stick out (for the failure message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest("[data-scroll-x]"))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${Math.round(el.getBoundingClientRect().right)} px)`);
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, wide };
  });
}

async function assertNoSideScroll(page: Page, where: string) {
  const { scrollWidth, wide } = await overflow(page);
  assert(scrollWidth <= MOBILE.width, `${where}: the page scrolls sideways (${scrollWidth} px): ${wide.join("; ")}`);
}

export const phoneJourney: TJourney = {
  name: "phone",
  tests: (env) => {
    const { page } = env;
    // A long name and address: the back-office's message list must wrap them, not widen the page.
    const USER = { fullName: "Paula Pequena Tela de Oliveira Albuquerque", email: freshEmail("paula.pequena.tela.de.oliveira"), password: "Senha-Muito-Forte-123" };
    return [
      {
        name: "back-office at 360 px: overview and every admin panel fit, no horizontal page scroll (consent banner shown)",
        run: async () => {
          await createUser(env.server, USER);
          const session = await api(env.server, "POST", "/api/auth/login", { email: USER.email, password: USER.password });
          await api(env.server, "POST", "/api/messages/threads", {
            subject: "Minha fatura não aparece na página Pagamentos",
            body: "Paguei ontem e não vejo o recibo: https://exemplo.com.br/um-endereco-bem-comprido-sem-espacos-que-nao-quebra-sozinho?pedido=1234567890",
          }, session!.token as string);
          await api(env.server, "POST", "/api/contact", {
            name: USER.fullName,
            email: USER.email,
            subject: "cancelamento",
            message: "Quero entender como cancelar a assinatura sem perder o que já registrei no calendário.",
          });
          const admin = await openSession(env.browser);
          const phone = admin.page;
          await phone.setViewportSize(MOBILE);
          await phone.goto(env.url("/admin-login"));
          await login(phone, ADMIN.email, ADMIN.password, "Entrar como administrador");
          await phone.waitForURL((u) => u.pathname === "/admin/backoffice");
          await textShows(phone, "Usuários ativos (30 dias)");
          await assertNoSideScroll(phone, "overview");
          const width = await phone.evaluate(() => document.scrollingElement!.scrollWidth);
          assert(width <= 360, `overview scrollWidth ${width}`);
          await shoot(phone, "phone-admin-overview");
          for (const tab of PHONE_TABS.slice(1)) {
            await phone.goto(env.url(`/admin/backoffice?tab=${tab}`));
            await phone.waitForLoadState("networkidle");
            await phone.locator("section .animate-spin").first().waitFor({ state: "detached", timeout: 5000 }).catch(() => undefined);
            await assertNoSideScroll(phone, `tab ${tab}`);
          }
          await shoot(phone, "phone-admin-settings");
          for (const adminPage of ["/system-health", "/admin/payments", "/admin/contact-messages", "/admin/logs"]) {
            await phone.goto(env.url(adminPage));
            await phone.waitForLoadState("networkidle");
            await assertNoSideScroll(phone, adminPage);
          }
          await phone.goto(env.url("/admin/backoffice?tab=messages"));
          await phone.getByRole("button", { name: /Minha fatura não aparece/ }).click();
          await phone.getByLabel("Resposta da equipe").waitFor();
          await assertNoSideScroll(phone, "messages tab with a thread open");
          await shoot(phone, "phone-admin-messages");
          assert(admin.errors.length === 0, `page errors: ${admin.errors.join("; ")}`);
          await admin.context.close();
        },
      },
      {
        name: "help center: 'cancelar assinatura' and 'CANCELAR a assinatura' find the cancel article by words, accents and case ignored",
        run: async () => {
          await signIn(page, env.server.baseUrl, USER, "/help-center");
          const search = page.getByLabel("Buscar na ajuda");
          await search.fill("cancelar assinatura");
          await page.getByRole("button", { name: /Posso cancelar quando quiser/ }).or(page.getByText("Posso cancelar quando quiser?")).first().waitFor();
          await page.getByRole("tab", { name: "Guias e Tutoriais" }).click();
          await textShows(page, "Gerenciar ou cancelar a assinatura");
          await search.fill("EXPORTACAO dados");
          await textShows(page, "Exportar ou excluir seus dados");
          await search.fill("telegran");
          await textShows(page, "Conectar WhatsApp ou Telegram");
          await search.fill("como cancelo minha assinatura");
          await page.getByRole("tab", { name: /^FAQ/ }).click();
          const first = page.getByRole("list", { name: "Perguntas frequentes" }).getByRole("listitem").first();
          assert((await first.locator("summary").textContent())?.includes("Posso cancelar quando quiser?"), "the cancel question is not the first result");
          await first.locator("summary").click();
          await shoot(page, "phone-help-search");
          await page.setViewportSize(MOBILE);
          await assertNoSideScroll(page, "help center");
        },
      },
      {
        name: "the board (roadmap) keeps the app's header and menu for a signed-in user",
        run: async () => {
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(env.url("/roadmap"));
          await page.getByRole("button", { name: "Abrir menu" }).or(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Chat" })).first().waitFor();
          assert((await page.getByRole("link", { name: "Minha conta" }).count()) === 0, "the board still shows the public header");
          await page.getByRole("link", { name: "Meu perfil" }).getByText("PA", { exact: true }).waitFor();
          await shoot(page, "phone-roadmap");
          await page.setViewportSize(MOBILE);
          await assertNoSideScroll(page, "roadmap");
        },
      },
      {
        name: "chat at 360 px: header and placeholder whole, composer on screen, no side scroll",
        run: async () => {
          await page.setViewportSize(MOBILE);
          await page.goto(env.url("/web-chat"));
          const heading = page.getByRole("heading", { name: "Chat com o Assistente" });
          await heading.waitFor();
          const truncated = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>("[role=log] ~ * textarea, main h1, [data-testid=chat-usage]")]
              .filter((el) => el.scrollWidth > el.clientWidth + 1)
              .map((el) => el.textContent || (el as HTMLTextAreaElement).placeholder),
          );
          assert(truncated.length === 0, `cut off at 360 px: ${truncated.join("; ")}`);
          const placeholder = page.getByLabel("Mensagem", { exact: true });
          const fits = await placeholder.evaluate((el: HTMLTextAreaElement) => {
            const probe = document.createElement("span");
            const style = getComputedStyle(el);
            probe.style.font = style.font;
            probe.textContent = el.placeholder;
            document.body.append(probe);
            const needed = probe.getBoundingClientRect().width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
            probe.remove();
            return needed <= el.clientWidth;
          });
          assert(fits, "the composer's placeholder is cut off at 360 px");
          await assertNoSideScroll(page, "chat");
          await page.screenshot({ path: `${import.meta.dirname}/screenshots/phone-chat-empty-360.png` });

          await placeholder.fill("Almoço: 4 colheres de arroz, 1 concha de feijão, 1 bife, salada de alface e tomate, 1 copo de suco de laranja e 1 pudim");
          await page.getByRole("button", { name: "Enviar", exact: true }).click();
          const card = page.getByTestId("assistant-message").getByTestId("nutrition-card").first();
          await card.waitFor({ timeout: 20_000 });
          await card.locator("details summary").click();
          const [cardBox, logBox] = [await card.boundingBox(), await page.getByRole("log").boundingBox()];
          assert(cardBox && logBox && cardBox.height <= logBox.height, `the card (${cardBox?.height} px) is taller than the chat area (${logBox?.height} px)`);
          await page.screenshot({ path: `${import.meta.dirname}/screenshots/phone-chat-card-360.png` });

          await card.getByRole("button", { name: /Confirmar|Registrar só o que entendi/ }).click();
          const toast = page.getByTestId("toast").first();
          await toast.waitFor();
          const started = Date.now();
          const [toastBox, chatHeader, composer] = [await toast.boundingBox(), await page.locator("main header").first().boundingBox(), await page.locator("main form").last().boundingBox()];
          assert(toastBox && chatHeader && composer, "toast, chat header or composer not found");
          assert(toastBox.y >= chatHeader.y + chatHeader.height, `the toast (top ${toastBox.y}) covers the chat header (bottom ${chatHeader.y + chatHeader.height})`);
          assert(toastBox.y + toastBox.height <= composer.y, "the toast covers the composer");
          await page.screenshot({ path: `${import.meta.dirname}/screenshots/phone-chat-toast-360.png` });
          await toast.waitFor({ state: "detached", timeout: 5000 });
          assert(Date.now() - started < 3500, `the success toast stayed ${Date.now() - started} ms`);
        },
      },
    ];
  },
};
