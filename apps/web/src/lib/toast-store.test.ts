import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { dismissToast, getToast, toast, toastMessage } from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
  dismissToast();
});
afterEach(() => vi.useRealTimers());

it("shows one toast at a time; a new one replaces the old and each lasts 5 s", () => {
  toast({ title: "Primeiro" });
  vi.advanceTimersByTime(3000);
  toast({ title: "Segundo" });
  expect(getToast()?.title).toBe("Segundo");
  vi.advanceTimersByTime(4999);
  expect(getToast()?.title).toBe("Segundo");
  vi.advanceTimersByTime(1);
  expect(getToast()).toBeNull();
});

it("lets a success go after 3 s and keeps an error for 5 s", () => {
  toast({ title: "Salvo", variant: "success" });
  vi.advanceTimersByTime(2999);
  expect(getToast()?.title).toBe("Salvo");
  vi.advanceTimersByTime(1);
  expect(getToast()).toBeNull();
  toast({ title: "Erro", variant: "destructive" });
  vi.advanceTimersByTime(4999);
  expect(getToast()?.title).toBe("Erro");
});

it("splits 'Title: description' messages", () => {
  toastMessage("Account activated: Your account has been successfully activated. You can now log in.");
  expect(getToast()).toMatchObject({ title: "Account activated", description: "Your account has been successfully activated. You can now log in." });
});
