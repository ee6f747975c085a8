import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every text file beside it, which the server sends to browsers that accept them.
    compression({ include: /\.(html|css|js|json|svg|webmanifest)$/, threshold: 1024, algorithms: ["brotliCompress", "gzip"] }),
  ],
  build: {
    manifest: true,
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" } },
});
