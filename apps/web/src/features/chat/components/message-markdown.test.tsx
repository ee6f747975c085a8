import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { MessageMarkdown } from "./message-markdown";

function renderLink(href: string): HTMLElement {
  const { container } = render(
    <MemoryRouter>
      <MessageMarkdown content={`Veja [o guia](${href}) agora.`} />
    </MemoryRouter>,
  );
  return container;
}

describe("MessageMarkdown link filter", () => {
  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    ["<javascript:alert(1)>"],
    ["data:text/html;base64,PHNjcmlwdD4="],
    ["vbscript:msgbox(1)"],
    ["//evil.example/entrar"],
    ["/\\evil.example/entrar"],
    ["</\t/evil.example>"],
    ["&#106;avascript:alert(1)"],
    ["&#x6A;avascript:alert(1)"],
    ["java&#115;cript:alert(1)"],
    ["&#47;&#47;evil.example"],
    ["&#x2F;/evil.example"],
  ])("shows the words of a link to %s without a link", (href) => {
    const container = renderLink(href);
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toBe("Veja o guia agora.");
  });

  it("keeps site paths inside the app and http(s) addresses in a new tab", () => {
    const site = renderLink("/perfil").querySelector("a");
    expect(site?.getAttribute("href")).toBe("/perfil");
    expect(site?.getAttribute("target")).toBeNull();
    const outside = renderLink("https://www.gov.br/saude").querySelector("a");
    expect(outside?.getAttribute("href")).toBe("https://www.gov.br/saude");
    expect(outside?.getAttribute("target")).toBe("_blank");
    expect(outside?.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
