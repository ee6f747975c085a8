/**
 * Money journey (issue 30): the way to pay, see payments and cancel is in the menu and the profile; the landing's plan
 * button opens the checkout for a signed-in user; cancelling asks first and says when access ends; the trial's limit
 * says which plan to buy and carries the button; the home shows messages left with the days left.
 */
import { MOBILE, DESKTOP, openSession, shoot, signIn, toastShows } from "./browser";
import { api, assert, createUser, freshEmail, SCREENSHOTS, type TJourney, type TServer } from "./harness";
import path from "node:path";

const PASSWORD = "Senha-Muito-Forte-123";
const token = async (server: TServer, email: string) => (await api(server, "POST", "/api/auth/login", { email, password: PASSWORD }))!.token as string;

/** Subscribes to Pro and withdraws through the API: the right of withdrawal is used, so the next cancel keeps access to the period end. */
async function useWithdrawal(server: TServer, bearer: string) {
  const { url } = (await api(server, "POST", "/api/billing/checkout", { plan: "PRO", interval: "MONTH" }, bearer)) as { url: string };
  const orderId = new URL(url).pathname.split("/").at(-1)!;
  await api(server, "POST", `/api/billing/local-checkout/${orderId}/complete`, { card: "approved" }, bearer);
  const cancelled = (await api(server, "POST", "/api/billing/cancel", {}, bearer)) as { refunded: boolean };
  assert(cancelled.refunded, "the first cancel within 7 days refunds");
}

export const moneyJourney: TJourney = {
  name: "money",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Marta Moeda", email: freshEmail("marta"), password: PASSWORD };
    const TRIAL = { fullName: "Tiago Teste", email: freshEmail("tiago"), password: PASSWORD };
    return [
      {
        name: "signed in, the landing's 'Assinar o Pro' opens the checkout, not the registration (screenshots)",
        run: async () => {
          await createUser(env.server, USER);
          await useWithdrawal(env.server, await token(env.server, USER.email));
          await signIn(page, env.server.baseUrl, USER, "/dashboard");
          await page.goto(env.url("/#pricing"));
          await page.getByRole("button", { name: "Assinar o Pro", exact: true }).waitFor();
          assert((await page.getByText("Mais escolhido").count()) === 1, "one 'Mais escolhido' badge on the landing");
          assert((await page.getByText(/ilimitad/i).count()) === 0, "the pricing says no 'ilimitadas' over a ceiling");
          await page.getByText("Até 3.000 mensagens por mês (uso justo)").waitFor();
          await shoot(page, "money-pricing-signed-in");
          await page.getByRole("button", { name: "Assinar o Pro", exact: true }).click();
          await page.waitForURL((u) => u.pathname.startsWith("/checkout/local/"));
          await page.getByRole("button", { name: /Pagar R\$\s29,90/ }).click();
          await page.waitForURL((u) => u.pathname === "/payment/success");
        },
      },
      {
        name: "'Assinatura' is in the menu at 1280 and 360 px and leads to /subscription with the same badge (screenshots)",
        run: async () => {
          await page.goto(env.url("/dashboard"));
          await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Assinatura" }).click();
          await page.waitForURL((u) => u.pathname === "/subscription");
          await page.getByRole("heading", { name: "Plano Pro" }).waitFor();
          await page.getByText(/Renova automaticamente em \d{2}\/\d{2}\/\d{4}/).waitFor();
          await page.getByText("Restam 3.000 de 3.000 mensagens").waitFor();
          const badges = page.getByRole("listitem").filter({ hasText: "Mais escolhido" });
          assert((await badges.count()) === 1 && (await badges.getByRole("heading", { name: "Pro", exact: true }).count()) === 1, "'Mais escolhido' on Pro here too");
          await shoot(page, "money-subscription");
          await page.setViewportSize(MOBILE);
          await page.getByRole("button", { name: "Abrir menu" }).click();
          await page.getByRole("navigation", { name: "Menu móvel" }).getByRole("link", { name: "Assinatura" }).waitFor();
          await page.screenshot({ path: path.join(SCREENSHOTS, "money-menu-360.png") });
          await page.getByRole("navigation", { name: "Menu móvel" }).getByRole("link", { name: "Assinatura" }).click();
          await page.waitForURL((u) => u.pathname === "/subscription");
          await page.setViewportSize(DESKTOP);
        },
      },
      {
        name: "the payments are listed: the refunded one and the new one (screenshots)",
        run: async () => {
          await page.getByRole("link", { name: "Ver pagamentos" }).click();
          await page.waitForURL((u) => u.pathname === "/payments");
          await page.getByRole("table").getByText("Reembolsado").waitFor();
          await page.getByRole("table").getByText("Concluído").waitFor();
          await shoot(page, "money-payments");
        },
      },
      {
        name: "the profile's 'Assinatura' tab shows plan, renewal, usage and the ways to pay, change and cancel (screenshots)",
        run: async () => {
          await page.goto(env.url("/profile"));
          await page.getByRole("tab", { name: "Assinatura" }).click();
          const panel = page.getByRole("tabpanel");
          await panel.getByRole("heading", { name: "Plano Pro" }).waitFor();
          await panel.getByText(/Renova em \d{2}\/\d{2}\/\d{4}/).waitFor();
          for (const name of ["Gerenciar assinatura", "Ver pagamentos", "Trocar de plano", "Cancelar assinatura"]) await panel.getByRole("link", { name }).waitFor();
          await shoot(page, "money-profile-subscription");
        },
      },
      {
        name: "cancel asks first, says when access ends, and shows the result (screenshots)",
        run: async () => {
          await page.getByRole("tabpanel").getByRole("link", { name: "Cancelar assinatura" }).click();
          const dialog = page.getByRole("alertdialog", { name: "Cancelar assinatura?" });
          await dialog.waitFor();
          const until = /Você mantém o acesso ao plano Pro até (\d{2}\/\d{2}\/\d{4})/.exec((await dialog.textContent()) ?? "")?.[1];
          assert(until, "the confirmation states the date access ends");
          await shoot(page, "money-cancel-confirm");
          await dialog.getByRole("button", { name: "Manter assinatura" }).click();
          await page.getByText(/Renova automaticamente em/).waitFor();
          await page.getByRole("button", { name: "Cancelar assinatura" }).click();
          await page.getByRole("alertdialog").getByRole("button", { name: "Confirmar cancelamento" }).click();
          await toastShows(page, "Assinatura cancelada");
          await page.getByTestId("subscription-result").getByText(`Você mantém o acesso até ${until}`).waitFor();
          await page.getByText("Cancelamento agendado").waitFor();
          await page.getByText(`Cancelada: acesso até ${until}, sem novas cobranças.`).waitFor();
          await page.getByRole("button", { name: "Retomar assinatura" }).waitFor();
          await shoot(page, "money-cancelled");
        },
      },
      {
        name: "the home shows the trial's messages left with its days left (screenshots)",
        run: async () => {
          await createUser(env.server, TRIAL);
          const bearer = await token(env.server, TRIAL.email);
          for (let i = 0; i < 29; i += 1) await api(env.server, "POST", "/api/chat/message", { message: `Comi ${i + 1} bananas` }, bearer);
          const { context, page: trial, errors } = await openSession(env.browser);
          await signIn(trial, env.server.baseUrl, TRIAL, "/dashboard");
          await trial.getByTestId("plan-status").getByText("Teste grátis: faltam 7 dias · Resta 1 de 30 mensagens").waitFor();
          await shoot(trial, "money-home-trial");

          await trial.goto(env.url("/web-chat"));
          const composer = trial.getByRole("textbox", { name: "Mensagem" });
          await composer.fill("Comi 1 maçã");
          await trial.getByRole("button", { name: "Enviar", exact: true }).click();
          await trial.getByTestId("nutrition-card").last().waitFor({ timeout: 20_000 });
          await composer.fill("Comi 1 pera");
          await trial.getByRole("button", { name: "Enviar", exact: true }).click();
          const limit = trial.getByTestId("assistant-message").filter({ hasText: "Suas mensagens gratuitas acabaram" });
          await limit.getByText("Assine o Pro ou o Pro+").waitFor();
          await shoot(trial, "money-chat-limit");
          // The conversation scrolls inside its own box: at 360 px the limit's reply is brought into view for the picture.
          await trial.setViewportSize(MOBILE);
          await limit.scrollIntoViewIfNeeded();
          await trial.screenshot({ path: path.join(SCREENSHOTS, "money-chat-limit-360.png") });
          await trial.setViewportSize(DESKTOP);
          await limit.getByRole("link", { name: "Ver planos e assinar" }).click();
          await trial.waitForURL((u) => u.pathname === "/payment");
          await trial.getByRole("button", { name: "Assinar o Pro", exact: true }).waitFor();

          await trial.goto(env.url("/dashboard"));
          await trial.getByTestId("plan-status").getByText("Você usou 30 de 30 mensagens").waitFor();
          await trial.getByTestId("limit-notice").getByRole("link", { name: "Ver planos e assinar" }).waitFor();
          await shoot(trial, "money-home-limit");
          await context.close();
          assert(errors.length === 0, `trial page errors: ${errors.join("; ")}`);
        },
      },
    ];
  },
};
