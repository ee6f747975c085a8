import "./lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAppRouter } from "./app/router";
import "./index.css";

const root = document.getElementById("root");
if (root) {
  void createAppRouter().then((router) => {
    // A transition lets React render the first screen in short slices: the page stays responsive while it builds.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  });
}

// Installable app: the service worker keeps the app shell for offline starts (production builds only).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  });
}
