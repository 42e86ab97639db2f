/**
 * A loopback HTTP server standing in for the photo host of the profile image probe (spec 7):
 * /ok.png answers 200, every other path 404.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ImageServer {
  base: string;
  close(): Promise<void>;
}

export async function startImageServer(): Promise<ImageServer> {
  const server = createServer((req, res) => {
    res.writeHead(req.url === "/ok.png" ? 200 : 404, { "content-type": "image/png" }).end("x");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
