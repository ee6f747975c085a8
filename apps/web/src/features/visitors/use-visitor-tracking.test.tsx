import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useVisitorTracking } from "./use-visitor-tracking";

function Page({ path, signedOut }: { path: string; signedOut: boolean }) {
  useVisitorTracking(path, signedOut);
  return null;
}

/** jsdom's Blob cannot be read back; this one keeps its parts. */
class ReadableBlob {
  constructor(
    readonly parts: string[],
    readonly options: { type: string },
  ) {}
}
let beacons: Array<{ url: string; body: ReadableBlob }> = [];
let visibility: DocumentVisibilityState = "visible";

beforeEach(() => {
  vi.useFakeTimers();
  beacons = [];
  vi.stubGlobal("Blob", ReadableBlob);
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: ReadableBlob) => beacons.push({ url, body }) > 0,
  });
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  vi.spyOn(window.screen, "width", "get").mockReturnValue(390);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sent = () => beacons.map((b) => ({ url: b.url, type: b.body.options.type, ...JSON.parse(b.body.parts.join("")) }));
const hide = () =>
  act(() => {
    visibility = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
  });

it("sends a page view per public page after load and the visible time when hidden; nothing for app pages or signed-in visitors", async () => {
  window.history.replaceState(null, "", "/?utm_source=instagram");
  const view = render(<Page path="/" signedOut />);
  expect(beacons).toHaveLength(0);
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(12_000));
  hide();
  visibility = "visible";
  document.dispatchEvent(new Event("visibilitychange"));
  view.rerender(<Page path="/dashboard" signedOut />);
  await act(() => vi.advanceTimersByTimeAsync(5_000));
  view.rerender(<Page path="/login" signedOut={false} />);
  await act(() => vi.advanceTimersByTimeAsync(5_000));

  const events = sent();
  expect(events).toEqual([
    { url: "/api/visitors/events", type: "application/json", kind: "pageview", path: "/", utmSource: "instagram", screenWidth: 390 },
    { url: "/api/visitors/events", type: "application/json", kind: "engagement", path: "/", engagedMs: 12_000 },
  ]);
  expect(document.cookie).toBe("");
  expect(localStorage.length + sessionStorage.length).toBe(0);
});

it("reports the time on the page left when the visitor moves to another public page", async () => {
  const view = render(<Page path="/funcionalidades" signedOut />);
  await act(() => vi.advanceTimersByTimeAsync(3_000));
  view.rerender(<Page path="/register" signedOut />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(sent().map((e) => [e.kind, e.path, e.engagedMs])).toEqual([
    ["pageview", "/funcionalidades", undefined],
    ["engagement", "/funcionalidades", 3_000],
    ["pageview", "/register", undefined],
  ]);
});
