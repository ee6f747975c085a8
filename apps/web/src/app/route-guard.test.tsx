import type { TSubscriptionResponse, TUser } from "@nutriguia/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider, useSession } from "../lib/session/session-context";
import { setToken } from "../lib/storage";
import { getToast } from "../lib/toast-store";
import { RouteGuard } from "./route-guard";

const user = { id: "u1", fullName: "Ana Souza", email: "ana@example.com", roles: ["USER"], profileComplete: true } as unknown as TUser;
const admin = { ...user, roles: ["USER", "ADMIN"] } as unknown as TUser;
let signedIn = user;
const deps = {
  fetchUser: vi.fn(async () => signedIn),
  fetchSubscription: vi.fn(async () => ({ subscription: null, trial: null, unlimited: false }) as unknown as TSubscriptionResponse),
  revokeToken: vi.fn(async () => undefined),
};

function Profile() {
  const { controller } = useSession();
  return (
    <>
      <button type="button" onClick={() => controller.logout()}>Sair</button>
      <button type="button" onClick={() => controller.logout({ redirectTo: "/", silent: true })}>Excluir conta</button>
      <button type="button" onClick={() => controller.expire()}>Expirar</button>
    </>
  );
}

function renderProfile(at = "/profile?tab=privacy") {
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
          { element: <RouteGuard admin />, children: [{ path: "/admin/backoffice", element: <Profile /> }] },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  localStorage.clear();
  signedIn = user;
});

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

  it("an admin whose session lapses is told the session expired, not 'Acesso Negado', and can come back to the page", async () => {
    signedIn = admin;
    const router = renderProfile("/admin/backoffice");
    fireEvent.click(await screen.findByRole("button", { name: "Expirar" }));
    await screen.findByText("Entrar");
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent("/admin/backoffice")}`);
    expect(getToast()?.description).toBe("Your session has expired. Please log in again.");
  });
});
