import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { ContactDetailDialog } from "./contact-dialogs";

describe("ContactDetailDialog", () => {
  it("shows the subject as the form named it, not its stored value", () => {
    const message = {
      id: "c1",
      name: "Bia",
      email: "bia@example.com",
      subject: "duvida-planos",
      message: "Quanto custa o plano anual?",
      createdAt: "2026-11-28T12:00:00Z",
      responded: false,
      respondedAt: null,
      responseMessage: null,
    };
    render(<ContactDetailDialog message={message} onClose={() => undefined} />);
    expect(screen.getByText("Dúvidas sobre planos")).toBeTruthy();
    expect(screen.queryByText("duvida-planos")).toBeNull();
  });
});
