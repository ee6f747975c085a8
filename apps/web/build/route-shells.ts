import fs from "node:fs";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the shells are written in the build, and the index the server reads to pick one. */
const ROUTE_SHELLS_DIR = "route-shells";
const ROUTE_SHELLS_INDEX = `${ROUTE_SHELLS_DIR}/routes.json`;

type TRouteModule = { path: string; module: string };

/**
 * The client routes whose page is one lazily imported module, read from the router's source: the index route and
 * every `route(paths.<name>.path, …, import("…"))` written on one line. Module paths come back relative to the web app.
 */
export function readRouteModules(routerSource: string, routePaths: Record<string, { path: string }>, routerFile = "src/app/router.tsx"): TRouteModule[] {
  const found: TRouteModule[] = [];
  for (const line of routerSource.split("\n")) {
    const imported = /import\("(\.{1,2}\/[^"]+)"\)/.exec(line)?.[1];
    if (!imported) continue;
    const named = /paths\.(\w+)\.path/.exec(line)?.[1];
    const routePath = named ? routePaths[named]?.path : /index: true/.test(line) ? "/" : undefined;
    if (!routePath) continue;
    found.push({ path: routePath, module: `${path.posix.join(path.posix.dirname(routerFile), imported)}.tsx` });
  }
  return found;
}

function chunkClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== "chunk") return into;
  into.add(fileName);
  for (const imported of chunk.imports) chunkClosure(bundle, imported, into);
  return into;
}

/**
 * One copy of index.html per page route, naming the page's own chunks as module preloads: the browser fetches them
 * with the entry, instead of after the entry has run, and the router's loader finds them already requested. They are
 * asked at low priority: the first paint needs none of them, and the entry's own scripts go first.
 * The server answers each route with its shell (plugins/web.ts); any other address gets index.html.
 */
export function routeShells(options: { root: string; routePaths: Record<string, { path: string }> }): Plugin {
  return {
    name: "nutriguia:route-shells",
    apply: "build",
    enforce: "post",
    generateBundle(_output, bundle) {
      const html = bundle["index.html"];
      const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === "chunk" && item.isEntry);
      if (html?.type !== "asset" || !entry) return;
      const withEntry = chunkClosure(bundle, entry.fileName);
      const routes = readRouteModules(fs.readFileSync(path.join(options.root, "src/app/router.tsx"), "utf8"), options.routePaths);
      const index: { path: string; file: string }[] = [];
      for (const [position, route] of routes.entries()) {
        const page = Object.values(bundle).find(
          (item): item is OutputChunk => item.type === "chunk" && item.facadeModuleId === path.join(options.root, route.module),
        );
        if (!page) continue;
        const files = [...chunkClosure(bundle, page.fileName)].filter((file) => !withEntry.has(file));
        const links = files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`).join("");
        const file = `${ROUTE_SHELLS_DIR}/${position}.html`;
        this.emitFile({ type: "asset", fileName: file, source: String(html.source).replace("</head>", `${links}</head>`) });
        index.push({ path: route.path, file });
      }
      this.emitFile({ type: "asset", fileName: ROUTE_SHELLS_INDEX, source: JSON.stringify(index) });
    },
  };
}
