import type { TSubscriptionResponse, TUser } from "@nutriguia/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider, useSession } from "../lib/session/session-context";
import { setToken } from "../lib/storage";
import { RouteGuard } from "./route-guard";

const user = { id: "u1", fullName: "Ana Souza", email: "ana@example.com", roles: ["USER"], profileComplete: true } as unknown as TUser;
const deps = {
  fetchUser: vi.fn(async () => user),
  fetchSubscription: vi.fn(async () => ({ subscription: null, trial: null, unlimited: false }) as unknown as TSubscriptionResponse),
  revokeToken: vi.fn(async () => undefined),
};

function Profile() {
  const { controller } = useSession();
  return (
    <>
      <button type="button" onClick={() => controller.logout()}>Sair</button>
      <button type="button" onClick={() => controller.logout({ redirectTo: "/", silent: true })}>Excluir conta</button>
    </>
  );
}

function renderProfile() {
  setToken("t1");
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider deps={deps}>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: "/", element: <p>Página inicial</p> },
          { path: "/login", element: <p>Entrar</p> },
          { element: <RouteGuard />, children: [{ path: "/profile", element: <Profile /> }] },
        ],
      },
    ],
    { initialEntries: ["/profile?tab=privacy"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => localStorage.clear());

describe("leaving the app from a signed-in page", () => {
  it("'Sair' lands on the login without the last user's page to return to", async () => {
    const router = renderProfile();
    fireEvent.click(await screen.findByRole("button", { name: "Sair" }));
    await screen.findByText("Entrar");
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/login"));
  });

  it("deleting the account lands on the home page", async () => {
    const router = renderProfile();
    fireEvent.click(await screen.findByRole("button", { name: "Excluir conta" }));
    await screen.findByText("Página inicial");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
