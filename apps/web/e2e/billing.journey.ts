/** Billing journey: choose Pro, pay on the local test checkout, success, /payments, /subscription, cancel; admin payments with pagination. */
import { login, openSession, shoot, signIn, toastShows } from "./browser";
import { ADMIN, api, assert, createUser, freshEmail, type TJourney, type TServer } from "./harness";

/**
 * Users who subscribed and withdrew through the API, `cycles` times in all: each cycle leaves one refunded payment. The
 * right of withdrawal is once per user and plan (decision 011), so each user buys Pro and then Pro+.
 */
async function seedPayments(server: TServer, cycles: number) {
  let token = "";
  for (let i = 0; i < cycles; i += 1) {
    if (i % 2 === 0) {
      const user = await createUser(server, { fullName: "Caio Pagamentos", email: freshEmail("caio"), password: "Senha-Muito-Forte-123" });
      token = (await api(server, "POST", "/api/auth/login", { email: user.email, password: user.password }))!.token as string;
    }
    const { url } = (await api(server, "POST", "/api/billing/checkout", { plan: i % 2 ? "PRO_PLUS" : "PRO", interval: "MONTH" }, token)) as { url: string };
    const orderId = new URL(url).pathname.split("/").at(-1)!;
    await api(server, "POST", `/api/billing/local-checkout/${orderId}/complete`, { card: "approved" }, token);
    await api(server, "POST", "/api/billing/cancel", {}, token);
  }
}

export const billingJourney: TJourney = {
  name: "billing",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Rita Assinante", email: freshEmail("rita"), password: "Senha-Muito-Forte-123" };
    return [
      {
        name: "the landing's pricing shows the prices the server charges",
        run: async () => {
          await page.goto(env.url("/#pricing"));
          await page.getByRole("heading", { name: "Pro+" }).waitFor();
          await page.getByText("R$ 29,90/mês").waitFor();
          await page.getByRole("button", { name: /Anual/ }).click();
          await page.getByText("R$ 299,00/ano").waitFor();
        },
      },
      {
        name: "choose Pro monthly on /payment and pay on the local checkout (screenshots)",
        run: async () => {
          await createUser(env.server, USER);
          await signIn(page, env.server.baseUrl, USER, "/payment");
          await page.getByRole("heading", { name: "Pro", exact: true }).waitFor();
          await shoot(page, "payment-plans");
          await page.getByRole("button", { name: "Assinar o Pro", exact: true }).click();
          await page.waitForURL((u) => u.pathname.startsWith("/checkout/local/"));
          await page.getByText("Ambiente de teste — nenhuma cobrança real").waitFor();
          await page.getByRole("button", { name: /Pagar R\$\s29,90/ }).waitFor();
          await shoot(page, "local-checkout");
          await page.getByRole("button", { name: /Pagar R\$\s29,90/ }).click();
          await page.waitForURL((u) => u.pathname === "/payment/success");
          await page.getByRole("heading", { name: "Pagamento confirmado!" }).waitFor();
          await shoot(page, "payment-success");
        },
      },
      {
        name: "the payment is listed in /payments and the plan in /subscription (screenshots)",
        run: async () => {
          await page.getByRole("link", { name: "Ver pagamentos" }).click();
          await page.getByRole("cell", { name: "Assinatura NutriGuia Pro (mensal)" }).waitFor();
          await page.getByRole("cell", { name: /R\$\s29,90/ }).waitFor();
          await page.getByRole("table").getByText("Concluído").waitFor();
          assert((await page.getByRole("link", { name: /Recibo/ }).getAttribute("target")) === "_blank", "receipt opens in a new window");
          await shoot(page, "payments");
          await page.goto(env.url("/subscription"));
          await page.getByRole("heading", { name: "Plano Pro" }).waitFor();
          await page.getByText(/Renova automaticamente em \d{2}\/\d{2}\/\d{4}/).waitFor();
          await page.getByText("Mensagens no chat").waitFor();
          await shoot(page, "subscription");
        },
      },
      {
        name: "cancel after a confirmation: within 7 days it refunds in full",
        run: async () => {
          await page.getByRole("button", { name: "Cancelar assinatura" }).click();
          await page.getByRole("alertdialog").getByText("o valor pago será devolvido integralmente").waitFor();
          await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar e receber reembolso" }).click();
          await toastShows(page, "Reembolso confirmado");
          await page.getByRole("link", { name: "Assinar um plano" }).waitFor();
          await page.goto(env.url("/payments"));
          await page.getByRole("table").getByText("Reembolsado").waitFor();
        },
      },
      {
        name: "leaving the checkout lands on /payment/cancel with nothing charged",
        run: async () => {
          await page.goto(env.url("/payment"));
          await page.getByRole("button", { name: "Assinar o Pro+", exact: true }).click();
          await page.waitForURL((u) => u.pathname.startsWith("/checkout/local/"));
          await page.getByRole("button", { name: "Cancelar" }).click();
          await page.waitForURL((u) => u.pathname === "/payment/cancel");
          await page.getByText("Nenhuma cobrança foi feita.").waitFor();
        },
      },
      {
        name: "the admin sees the payments in /admin/payments, 10 a page with numbered pagination (screenshots)",
        run: async () => {
          await seedPayments(env.server, 6);
          await seedPayments(env.server, 6);
          const { context, page: admin, errors } = await openSession(env.browser);
          await admin.goto(env.url("/admin-login"));
          await login(admin, ADMIN.email, ADMIN.password, "Entrar como administrador");
          await admin.waitForURL((u) => u.pathname === "/admin/backoffice");
          await admin.goto(env.url("/admin/payments"));
          await admin.getByText("Mostrando 10 de 13 pagamentos").waitFor();
          await admin.getByRole("table").getByText("Caio Pagamentos").first().waitFor();
          await admin.getByRole("columnheader", { name: "Provedor" }).waitFor();
          await shoot(admin, "admin-payments");
          await admin.getByRole("button", { name: "Página 2" }).click();
          await admin.getByText("Mostrando 3 de 13 pagamentos").waitFor();
          await admin.getByRole("table").getByText("Rita Assinante").first().waitFor();
          await admin.getByRole("button", { name: "Próxima" }).isDisabled();
          await admin.getByRole("button", { name: "Atualizar" }).click();
          await context.close();
          assert(errors.length === 0, `admin page errors: ${errors.join("; ")}`);
        },
      },
    ];
  },
};
