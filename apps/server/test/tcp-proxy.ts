import net from "node:net";

export type TTcpProxy = {
  port: number;
  /** Drops every connection now and refuses new ones until restore(). */
  cut: () => void;
  /** Drops every connection as soon as one of them sends its first statement after a BEGIN; resolves then. */
  cutInsideTransaction: () => Promise<void>;
  /** Keeps every connection open but silently drops all traffic, as a dead network path does. */
  stall: () => void;
  restore: () => void;
  close: () => Promise<void>;
};

/** A loopback TCP proxy in front of PostgreSQL that the test can cut, as a network failure would. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
  let stalled = false;
  let armed: (() => void) | null = null;

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const cut = () => {
    down = true;
    dropAll();
  };

  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let inTransaction = false;
    client.on("data", (chunk: Buffer) => {
      if (stalled) return;
      if (armed && inTransaction) {
        const fire = armed;
        armed = null;
        cut();
        fire();
        return;
      }
      if (armed && /\bbegin\b/i.test(chunk.toString("latin1"))) inTransaction = true;
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (!stalled) client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut,
    cutInsideTransaction: () => new Promise<void>((resolve) => (armed = resolve)),
    stall: () => {
      stalled = true;
    },
    restore: () => {
      down = false;
      stalled = false;
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
