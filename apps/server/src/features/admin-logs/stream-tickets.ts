import { randomBytes } from "node:crypto";

/** Single-use tickets for the log stream: the long-lived access token never goes into a URL. */
export const TICKET_TTL_MS = 30_000;
export const MAX_STREAMS_PER_ADMIN = 5;

export type TTicketHolder = { userId: string; tokenVersion: number };

export function createTicketStore(now: () => number = Date.now) {
  const tickets = new Map<string, TTicketHolder & { expiresAt: number }>();
  const open = new Map<string, number>();
  const sweep = () => {
    const t = now();
    for (const [key, value] of tickets) if (value.expiresAt <= t) tickets.delete(key);
  };
  return {
    issue(holder: TTicketHolder): string {
      sweep();
      const ticket = randomBytes(24).toString("base64url");
      tickets.set(ticket, { ...holder, expiresAt: now() + TICKET_TTL_MS });
      return ticket;
    },
    /** The holder, once; an unknown, reused or expired ticket gives null. */
    redeem(ticket: string): TTicketHolder | null {
      const found = tickets.get(ticket);
      tickets.delete(ticket);
      if (!found || found.expiresAt <= now()) return null;
      return { userId: found.userId, tokenVersion: found.tokenVersion };
    },
    tryOpen(userId: string): boolean {
      const count = open.get(userId) ?? 0;
      if (count >= MAX_STREAMS_PER_ADMIN) return false;
      open.set(userId, count + 1);
      return true;
    },
    close(userId: string): void {
      const count = (open.get(userId) ?? 1) - 1;
      if (count <= 0) open.delete(userId);
      else open.set(userId, count);
    },
  };
}
