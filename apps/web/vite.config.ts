import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { routeShells } from "./build/route-shells.ts";
import { paths } from "./src/config/paths.ts";

/**
 * The entry stylesheet is written into index.html: the first paint then waits for the page alone, not for a
 * second request (9 KB compressed; the page's CSP allows inline styles). Route chunks keep their own files.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: "nutriguia:inline-entry-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== "asset") return tag;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineEntryStylesheet(),
    routeShells({ root: import.meta.dirname, routePaths: paths }),
    // Brotli and gzip copies of every text file beside it, which the server sends to browsers that accept them.
    compression({ include: /\.(html|css|js|json|svg|webmanifest|wasm)$/, threshold: 1024, algorithms: ["brotliCompress", "gzip"] }),
  ],
  build: {
    manifest: true,
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // TanStack Query only: TanStack Table (the back-office's tables) stays in the admin chunks, off the landing page.
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/, priority: 3 },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" } },
});
