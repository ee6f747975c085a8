import { useEffect } from "react";
import { trackedVisitorPath } from "@nutriguia/domain/calc";

/**
 * The public pages' tracker (docs/decisions/520): no cookie, no storage, no identifier in the browser. It sends a
 * page view after the page has loaded and, when the page is hidden or left, the time it was visible. Failures are
 * ignored: analytics never gets in a visitor's way.
 */
const ENDPOINT = "/api/visitors/events";

let currentPath: string | null = null;
let visibleMs = 0;
let visibleSince: number | null = null;
let firstView = true;
let listening = false;

function send(event: Record<string, unknown>) {
  try {
    navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(event)], { type: "application/json" }));
  } catch {
    // No beacon support or a full queue: the view goes uncounted.
  }
}

/** Reports the visible time of the current page since its last report. */
function flush() {
  const now = performance.now();
  if (visibleSince !== null) visibleMs += now - visibleSince;
  visibleSince = document.visibilityState === "visible" ? now : null;
  const engagedMs = Math.round(visibleMs);
  visibleMs = 0;
  if (currentPath && engagedMs > 0) send({ kind: "engagement", path: currentPath, engagedMs });
}

function onVisibilityChange() {
  if (document.visibilityState === "hidden") flush();
  else visibleSince = performance.now();
}

function trackPageview(path: string) {
  flush();
  currentPath = path;
  visibleSince = document.visibilityState === "visible" ? performance.now() : null;
  if (!listening) {
    listening = true;
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", flush);
  }
  const query = new URLSearchParams(window.location.search);
  const utm = (name: string) => query.get(name) ?? undefined;
  send({
    kind: "pageview",
    path,
    // An in-app navigation keeps document.referrer of the first load, so only the first view carries it.
    referrer: firstView ? document.referrer || undefined : undefined,
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
    screenWidth: window.screen.width,
  });
  firstView = false;
}

function stopTracking() {
  flush();
  currentPath = null;
}

/** Runs `work` once the page's own loading is over, so the beacon never competes with it. */
function afterLoad(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(work, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    clearTimeout(timer);
  };
}

/** Counts public pages (signed-out visitors only): a view per route, the visible time when hidden or left. */
export function useVisitorTracking(pathname: string, enabled: boolean) {
  useEffect(() => {
    const path = enabled ? trackedVisitorPath(pathname) : null;
    if (!path) {
      stopTracking();
      return undefined;
    }
    return afterLoad(() => trackPageview(path));
  }, [pathname, enabled]);

  useEffect(() => stopTracking, []);
}
