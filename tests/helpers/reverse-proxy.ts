/**
 * A small load balancer for tests of several nodes: plain node:http, round-robin over the
 * backends, and X-Forwarded-For as nginx's $proxy_add_x_forwarded_for builds it (the incoming
 * header, then the address the proxy saw). A test can thus stand for a client behind another
 * proxy by sending its own X-Forwarded-For; the nodes run with TRUST_PROXY=127.0.0.1.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReverseProxy {
  base: string;
  /** Requests handed to each backend, in the order of `backends`. */
  served: number[];
  close(): Promise<void>;
}

export async function startProxy(backends: string[]): Promise<ReverseProxy> {
  const served = backends.map(() => 0);
  let next = 0;

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const index = next++ % backends.length;
    served[index]!++;
    const target = new URL(incoming.url ?? "/", backends[index]);
    const before = incoming.headers["x-forwarded-for"];
    const client = incoming.socket.remoteAddress ?? "";
    const upstream = request(target, {
      method: incoming.method,
      headers: {
        ...incoming.headers,
        "x-forwarded-for": before ? `${String(before)}, ${client}` : client,
      },
    });
    upstream.on("response", (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    // A node that is gone is the balancer's 502, as with a real one (never a hanging request).
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(upstream);
  };

  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
