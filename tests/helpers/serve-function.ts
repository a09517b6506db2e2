// Serves one Netlify function handler over real HTTP on 127.0.0.1, for tests in which another process
// or server (such as the fake Stripe API delivering webhooks) must reach it over the network.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export async function serveFunction(handler: (req: Request) => Promise<Response>) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
    }
    const method = req.method ?? "GET";
    const response = await handler(
      new Request(`http://${req.headers.host}${req.url}`, {
        method,
        headers,
        body: method === "GET" || method === "HEAD" ? null : Buffer.concat(chunks),
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
