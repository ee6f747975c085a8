import "./lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAppRouter } from "./app/router";
import { refreshToken } from "./lib/api-client";
import { getToken } from "./lib/storage";
import { tokenExpired } from "./lib/token-expiry";
import "./index.css";

const root = document.getElementById("root");
if (root) {
  // A token that lapsed while the app was closed is renewed before the router starts: its loaders' reads (the session's
  // and the page's) then go out once, with the new token, instead of failing, refreshing and going out again.
  const stored = getToken();
  const renewed = stored && tokenExpired(stored) ? refreshToken() : Promise.resolve(true);
  void renewed.then(createAppRouter).then((router) => {
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

/**
 * Installable app: the service worker keeps the app shell for offline starts (production builds only). It is
 * registered a few seconds after the page has loaded: installing it downloads the shell again and makes the
 * browser compile and cache its scripts, work that would otherwise compete with the first screen.
 */
const SERVICE_WORKER_DELAY_MS = 5_000;
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    setTimeout(() => void navigator.serviceWorker.register("/sw.js").catch(() => undefined), SERVICE_WORKER_DELAY_MS);
  });
}
