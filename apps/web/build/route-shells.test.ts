import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paths } from "../src/config/paths";
import { readRouteModules } from "./route-shells";

const root = path.resolve(import.meta.dirname, "..");
const routerSource = fs.readFileSync(path.join(root, "src/app/router.tsx"), "utf8");

describe("route shells: the router's page modules", () => {
  it("finds the page module of the main routes, each an existing file", () => {
    const routes = readRouteModules(routerSource, paths);
    const byPath = new Map(routes.map((route) => [route.path, route.module]));
    expect(byPath.get("/")).toBe("src/features/marketing/pages/landing-page.tsx");
    expect(byPath.get("/login")).toBe("src/features/auth/pages/login-page.tsx");
    expect(byPath.get("/dashboard")).toBe("src/features/dashboard/pages/dashboard-page.tsx");
    expect(byPath.get("/web-chat")).toBe("src/features/chat/pages/web-chat-page.tsx");
    expect(byPath.get("/meal-plans/:id")).toBe("src/features/meal-plans/pages/meal-plan-details-page.tsx");
    for (const route of routes) expect(fs.existsSync(path.join(root, route.module)), route.module).toBe(true);
  });

  it("misses no one-line page route of the router", () => {
    const pageImports = routerSource.split("\n").filter((line) => /import\("\.\.\/features\/[^"]+\/pages\//.test(line) && /lazy\(\(\) => import/.test(line));
    expect(readRouteModules(routerSource, paths)).toHaveLength(pageImports.length);
  });

  it("reads a route whose name is unknown as no route", () => {
    const source = 'route(paths.nowhere.path, "X", lazy(() => import("../features/x/pages/x-page"), (m) => m.X)),';
    expect(readRouteModules(source, paths)).toEqual([]);
  });
});
