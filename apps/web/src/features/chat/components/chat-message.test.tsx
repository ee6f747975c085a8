import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { ChatBubble } from "./chat-message";

describe("ChatBubble", () => {
  it("opens a photo sent in the chat in the image viewer and closes it", () => {
    render(
      <ChatBubble message={{ id: "m1", direction: "INCOMING", content: "meu almoço", timestamp: "2026-11-28T12:00:00Z", mediaUrl: "blob:http://localhost/foto", local: true }} />,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Ampliar imagem enviada" }));
    expect(screen.getByRole("dialog", { name: "Imagem enviada" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Fechar imagem" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
