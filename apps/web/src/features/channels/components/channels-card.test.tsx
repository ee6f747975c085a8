import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import type { TChannelsStatus } from "@nutriguia/domain";
import { ApiError } from "../../../lib/api-errors";
import { ChannelsCard, formatPhone } from "./channels-card";

const off = { enabled: false, linked: false, externalId: null, linkedAt: null, address: null };
let status: TChannelsStatus = { whatsapp: off, telegram: off };
let whatsapp: { data?: unknown; error?: unknown } = {};
let telegram: { data?: unknown; error?: unknown } = {};
const idle = { mutate: vi.fn(), isPending: false };
vi.mock("../api/channels", () => ({
  useChannels: () => ({ data: status, error: null }),
  useWhatsAppCode: () => ({ ...idle, data: undefined, error: null, ...whatsapp }),
  useTelegramLink: () => ({ ...idle, data: undefined, error: null, ...telegram }),
  useUnlinkChannel: () => idle,
}));

describe("ChannelsCard", () => {
  it("stays visible and says plainly when no channel is configured", () => {
    status = { whatsapp: off, telegram: off };
    render(<ChannelsCard />);
    expect(screen.getByText("Assistente no celular")).toBeTruthy();
    expect(screen.getByTestId("channel-whatsapp-unavailable").textContent).toContain("ainda não disponível");
    expect(screen.getByTestId("channel-telegram-unavailable").textContent).toContain("ainda não disponível");
    expect(screen.getByTestId("reminders-card").textContent).toContain("Conecte o WhatsApp ou o Telegram acima para receber lembretes.");
  });

  it("shows the WhatsApp number and a wa.me button with the code prefilled", () => {
    status = { whatsapp: { ...off, enabled: true, address: "5511940028922" }, telegram: off };
    whatsapp = { data: { code: "1234567890", expiresAt: "", number: "5511940028922", url: "https://wa.me/5511940028922?text=1234567890" } };
    render(<ChannelsCard />);
    expect(screen.getByText("+55 11 94002-8922")).toBeTruthy();
    expect(screen.getByTestId("whatsapp-open").getAttribute("href")).toBe("https://wa.me/5511940028922?text=1234567890");
  });

  it("shows the server's message when Telegram does not answer", () => {
    status = { whatsapp: off, telegram: { ...off, enabled: true } };
    telegram = { error: new ApiError({ success: false, status: 504, errorCode: "TELEGRAM_UNAVAILABLE", message: "O Telegram não respondeu agora. Tente conectar de novo em alguns minutos." }) };
    render(<ChannelsCard />);
    expect(screen.getByRole("alert").textContent).toBe("O Telegram não respondeu agora. Tente conectar de novo em alguns minutos.");
  });

  it("formats Brazilian mobiles", () => {
    expect(formatPhone("5521987654321")).toBe("+55 21 98765-4321");
    expect(formatPhone("14155550100")).toBe("+14155550100");
  });
});
