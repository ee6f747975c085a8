/** Community journey (issue 16): feedback with the star reset, the feature board, a message thread, the help center. */
import { shoot, signIn, textShows, toastShows } from "./browser";
import { ADMIN, api, assert, createUser, freshEmail, type TJourney } from "./harness";

export const communityJourney: TJourney = {
  name: "community",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Lia Comunidade", email: freshEmail("lia"), password: "Senha-Muito-Forte-123" };
    const OTHER = { fullName: "Rui Autor", email: freshEmail("rui"), password: "Senha-Muito-Forte-123" };
    const REQUEST_TITLE = "Lista de compras a partir do plano alimentar";
    let adminToken = "";
    let requestId = "";
    const stars = () => page.getByRole("group", { name: "Avaliação" }).getByRole("button");
    const pressedStars = async () => {
      let n = 0;
      for (const star of await stars().all()) if ((await star.getAttribute("aria-pressed")) === "true") n += 1;
      return n;
    };

    return [
      {
        name: "feedback: the selected star resets to 0, an empty form is refused, a sent feedback shows in the history (screenshots)",
        run: async () => {
          await createUser(env.server, USER);
          await createUser(env.server, OTHER);
          adminToken = (await api(env.server, "POST", "/api/auth/admin-login", ADMIN))!.token as string;
          await signIn(page, env.server.baseUrl, USER, "/feedback");
          await page.getByLabel("Tipo de feedback").selectOption("APP_USABILITY");
          await stars().nth(3).click();
          assert((await pressedStars()) === 4, "4 stars expected after clicking the 4th");
          await stars().nth(3).click();
          assert((await pressedStars()) === 0, "clicking the selected star must reset to 0");
          await page.getByRole("button", { name: "Enviar feedback" }).click();
          await textShows(page, "Por favor, forneça uma avaliação ou comentário");
          await stars().nth(4).click();
          await page.getByLabel("Comentário").fill("O painel de calorias ficou muito claro!");
          await shoot(page, "feedback-new");
          await page.getByRole("button", { name: "Enviar feedback" }).click();
          await toastShows(page, "Obrigado pelo seu feedback!");
          await page.getByRole("tab", { name: "Histórico" }).waitFor();
          await textShows(page, "O painel de calorias ficou muito claro!");
          await textShows(page, "Usabilidade do aplicativo");
          await shoot(page, "feedback-history");
        },
      },
      {
        name: "chat: a thumbs-down on a saved assistant answer becomes conversation feedback",
        run: async () => {
          await page.goto(env.url("/web-chat"));
          await page.getByRole("textbox", { name: "Mensagem" }).fill("Comi 1 banana");
          await page.getByRole("button", { name: "Enviar", exact: true }).click();
          await page.getByTestId("assistant-message").first().waitFor({ timeout: 20_000 });
          await page.reload();
          await page.getByRole("button", { name: "Esta resposta não ajudou" }).first().click();
          await toastShows(page, "Obrigado pelo seu feedback!");
          await page.goto(env.url("/feedback"));
          await page.getByRole("tab", { name: "Histórico" }).click();
          await textShows(page, "Resposta do chat");
          await textShows(page, "Qualidade da conversa");
        },
      },
      {
        name: "roadmap: similar requests are suggested while typing; vote and comment; the admin's status change reaches the voter (screenshots)",
        run: async () => {
          const author = (await api(env.server, "POST", "/api/auth/login", { email: OTHER.email, password: OTHER.password }))!.token as string;
          requestId = (await api(env.server, "POST", "/api/roadmap/requests", { title: REQUEST_TITLE, description: "Gerar a lista de compras da semana com os itens do plano." }, author))!.id as string;
          await api(env.server, "POST", "/api/roadmap/requests", { title: "Modo escuro", description: "Um tema escuro para usar à noite." }, author);
          await page.goto(env.url("/roadmap"));
          await page.getByRole("button", { name: "Sugerir funcionalidade" }).click();
          await page.getByLabel("Título").fill("lista de compras semanal");
          await page.getByRole("list", { name: "Pedidos parecidos" }).getByRole("button", { name: REQUEST_TITLE }).click();
          const dialog = page.getByRole("dialog");
          await dialog.getByRole("heading", { name: REQUEST_TITLE }).waitFor();
          await dialog.getByRole("button", { name: `1 voto: votar em "${REQUEST_TITLE}"` }).click();
          await dialog.getByRole("button", { name: `2 votos: remover voto em "${REQUEST_TITLE}"` }).waitFor();
          await dialog.getByLabel("Seu comentário").fill("Seria ótimo separar por seção do mercado.");
          await dialog.getByRole("button", { name: "Comentar" }).click();
          await dialog.getByText("Seria ótimo separar por seção do mercado.").waitFor();
          await shoot(page, "roadmap-request");
          await page.keyboard.press("Escape");

          await api(env.server, "POST", `/api/admin/roadmap/requests/${requestId}/status`, { status: "PLANNED", note: "Entra no próximo ciclo." }, adminToken);
          await page.reload();
          await textShows(page, `Pedido "${REQUEST_TITLE}": Planejado`);
          const item = page.getByRole("list", { name: "Pedidos de funcionalidade" }).getByRole("listitem").filter({ hasText: REQUEST_TITLE });
          await item.getByText("Planejado").first().waitFor();
          await item.getByText("Entra no próximo ciclo.").waitFor();
          await shoot(page, "roadmap");
        },
      },
      {
        name: "messages: a thread answered by the admin shows the unread badge until opened (screenshots)",
        run: async () => {
          await page.goto(env.url("/messages"));
          await page.getByRole("button", { name: "Nova conversa" }).click();
          await page.getByLabel("Assunto").fill("Dúvida sobre o plano");
          await page.getByLabel("Mensagem").fill("Posso trocar o jantar por uma sopa?");
          await page.getByRole("button", { name: "Enviar", exact: true }).click();
          await toastShows(page, "Mensagem enviada");
          await page.getByText("Posso trocar o jantar por uma sopa?").last().waitFor();
          const threadId = new URL(page.url()).searchParams.get("conversa");
          assert(threadId && threadId !== "nova", `thread id in the URL: ${page.url()}`);
          await api(env.server, "POST", `/api/admin/messages/threads/${threadId}/messages`, { body: "Pode sim! Prefira sopas com legumes e uma proteína." }, adminToken);

          await page.goto(env.url("/dashboard"));
          const badge = page.locator('[data-testid="unread-messages"]:visible');
          await badge.waitFor();
          assert((await badge.textContent()) === "1", "badge should show 1");
          await page.goto(env.url(`/messages?conversa=${threadId}`));
          await page.getByRole("list", { name: "Mensagens da conversa" }).getByText("Pode sim! Prefira sopas com legumes e uma proteína.").waitFor();
          await page.getByText(/· Lida/).first().waitFor();
          await page.getByTestId("unread-messages").first().waitFor({ state: "detached" });
          await shoot(page, "messages");
        },
      },
      {
        name: "help center: FAQ search and category filter, empty result leads to support (screenshots)",
        run: async () => {
          await page.goto(env.url("/help-center"));
          await page.getByText("O que é o NutriGuia?").waitFor();
          assert((await page.getByRole("list", { name: "Perguntas frequentes" }).getByRole("listitem").count()) === 12, "12 FAQ entries expected");
          await shoot(page, "help-center");
          await page.getByLabel("Buscar na ajuda").fill("cancelar");
          await page.getByText("Posso cancelar quando quiser?").waitFor();
          await page.getByRole("button", { name: "Conta", exact: true }).click();
          await page.getByRole("button", { name: "Falar com o Suporte" }).waitFor();
          await page.getByRole("button", { name: "Assinatura", exact: true }).click();
          await page.getByText("Posso cancelar quando quiser?").waitFor();
          const categories = await page.getByRole("list", { name: "Perguntas frequentes" }).getByText(/^Categoria:/).allTextContents();
          assert(categories.length > 0 && categories.every((c) => c === "Categoria: Assinatura"), `only Assinatura entries: ${categories.join(", ")}`);
          await page.getByRole("button", { name: "Conta", exact: true }).click();
          await page.getByRole("button", { name: "Falar com o Suporte" }).click();
          await page.getByText("suporte@nutriguia.com.br").waitFor();
          await textShows(page, "Respondemos em até 24 horas.");
          await page.getByLabel("Buscar na ajuda").fill("");
          await page.getByRole("tab", { name: "Guias e Tutoriais" }).click();
          await page.getByRole("button", { name: "Ver passo a passo" }).nth(1).click();
          await page.getByRole("group", { name: "Este artigo ajudou?" }).getByRole("button", { name: "Sim" }).click();
          await textShows(page, "Obrigado pela resposta!");
          await shoot(page, "help-center-guide");
        },
      },
    ];
  },
};
