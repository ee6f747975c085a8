import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { CHAT_OFFLINE_MESSAGE, ChatOfflineGate } from "./chat-offline-notice";

afterEach(() => vi.restoreAllMocks());

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

it("tells the user they are offline and disables sending until the connection returns", () => {
  render(
    <ChatOfflineGate>
      <button type="submit">Enviar</button>
    </ChatOfflineGate>,
  );
  const send = screen.getByRole("button", { name: "Enviar" }) as HTMLButtonElement;
  expect(screen.queryByRole("status")).toBeNull();
  expect(send.matches(":disabled")).toBe(false);

  goOffline(true);
  expect(screen.getByRole("status").textContent).toBe(CHAT_OFFLINE_MESSAGE);
  expect(send.matches(":disabled")).toBe(true);

  goOffline(false);
  expect(screen.queryByRole("status")).toBeNull();
  expect(send.matches(":disabled")).toBe(false);
});
