import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it, vi } from "vitest";
import { RouteErrorPage } from "./route-error";

it("a page whose code cannot be fetched shows the pt-BR error screen with a retry, not the router's developer screen", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const router = createMemoryRouter([
    {
      ErrorBoundary: RouteErrorPage,
      children: [{ index: true, lazy: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")) }],
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole("heading", { name: "Não foi possível abrir esta página" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
  expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
});
