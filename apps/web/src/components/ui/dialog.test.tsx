import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { dismissToast, toast } from "../../lib/toast-store";
import { Dialog } from "./dialog";
import { Toaster } from "./toaster";

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Responder mensagem">
        <button type="button" onClick={() => toast({ title: "Não foi possível enviar", variant: "destructive" })}>
          Enviar
        </button>
      </Dialog>
      <Toaster />
    </>
  );
}

describe("Dialog", () => {
  it("is named by its title, shows a toast raised inside it above the page, and gives focus back to its opener on Escape", () => {
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Abrir" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Responder mensagem" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar" }));
    // A modal dialog makes the rest of the page inert: the toast must be inside it to be read and dismissed.
    expect(within(dialog).getByRole("alert").textContent).toContain("Não foi possível enviar");
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(screen.getByRole("alert").textContent).toContain("Não foi possível enviar");
    act(() => dismissToast());
  });
});
