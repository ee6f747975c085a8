import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type TStripeCall = { method: string; path: string; form: URLSearchParams };

type TSubscriptionState = {
  id: string;
  customer: string;
  status: string;
  price: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
};

/** A Stripe subscription object in the wire format of the API version the client pins (period on the item). */
export function subscriptionObject(s: TSubscriptionState) {
  return {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    metadata: s.metadata,
    items: {
      object: "list",
      has_more: false,
      data: [
        {
          id: `si_${s.id}`,
          object: "subscription_item",
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
          price: { id: s.price, object: "price", currency: "brl" },
        },
      ],
    },
  };
}

/**
 * A loopback stand-in for the parts of the Stripe REST API we call (form-encoded requests, JSON answers):
 * Checkout Sessions, subscriptions (retrieve, update, cancel), the billing portal, invoice payments and refunds.
 * Tests point the real `stripe` client at it through its host/port/protocol options.
 */
export async function startStripeStandIn() {
  const calls: TStripeCall[] = [];
  const subscriptions = new Map<string, TSubscriptionState>();
  /** Checkout Sessions by id: "open" until a test completes one or the app expires it. */
  const sessions = new Map<string, { status: "open" | "complete" | "expired"; clientReferenceId: string | null }>();
  let sessionCounter = 0;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const form = new URLSearchParams(req.method === "GET" || req.method === "DELETE" ? url.search : body);
      calls.push({ method: req.method ?? "", path: url.pathname, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${calls.length}` });
        res.end(JSON.stringify(json));
      };
      const notFound = () => send(404, { error: { type: "invalid_request_error", message: "No such object", code: "resource_missing" } });
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        sessionCounter += 1;
        const id = `cs_test_${sessionCounter}`;
        sessions.set(id, { status: "open", clientReferenceId: form.get("client_reference_id") });
        return send(200, { id, object: "checkout.session", mode: "subscription", url: `https://checkout.stripe.test/c/pay/${id}`, client_reference_id: form.get("client_reference_id") });
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
      if (sessionMatch) {
        const session = sessions.get(sessionMatch[1]!);
        if (!session) return notFound();
        if (sessionMatch[2]) {
          if (session.status !== "open") return send(400, { error: { type: "invalid_request_error", message: "Only open sessions can be expired." } });
          session.status = "expired";
        }
        return send(200, { id: sessionMatch[1], object: "checkout.session", mode: "subscription", status: session.status, client_reference_id: session.clientReferenceId });
      }
      if (req.method === "POST" && url.pathname === "/v1/customers") {
        return send(200, { id: `cus_${calls.length}`, object: "customer", email: form.get("email") });
      }
      if (subMatch) {
        const sub = subscriptions.get(subMatch[1]!);
        if (!sub) return notFound();
        if (req.method === "POST") {
          if (form.has("cancel_at_period_end")) sub.cancelAtPeriodEnd = form.get("cancel_at_period_end") === "true";
          if (form.has("items[0][price]")) sub.price = form.get("items[0][price]")!;
        }
        if (req.method === "DELETE") sub.status = "canceled";
        return send(200, subscriptionObject(sub));
      }
      if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        return send(200, { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/session_1" });
      }
      if (req.method === "GET" && url.pathname === "/v1/invoice_payments") {
        return send(200, {
          object: "list",
          has_more: false,
          url: "/v1/invoice_payments",
          data: [{ id: "inpay_1", object: "invoice_payment", invoice: form.get("invoice"), payment: { type: "payment_intent", payment_intent: `pi_for_${form.get("invoice")}` } }],
        });
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        return send(200, { id: `re_${calls.length}`, object: "refund", status: "succeeded", payment_intent: form.get("payment_intent"), amount: Number(form.get("amount")) });
      }
      return notFound();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    sessions,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
export type TStripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
