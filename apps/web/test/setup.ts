import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";

// jsdom has no modal dialogs: opening shows the element, closing hides it (focus and inertness are Chromium's, in the journeys).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

// Files share one document per worker (decision 644): each starts on the page a new document would show.
beforeAll(() => {
  window.history.replaceState(null, "", "/");
  document.title = "";
  document.head.replaceChildren();
  document.body.replaceChildren();
});

// A test that logs console.error fails (CONVENTIONS §10).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
