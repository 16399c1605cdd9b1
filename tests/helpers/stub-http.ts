import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubRequest = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived, for checks on spacing. */
  at: number;
};

export type StubReply = {
  status?: number;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as is (text/plain unless headers say otherwise), e.g. broken JSON. */
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering, to provoke a client timeout. */
  delayMs?: number;
};

export type StubServer = {
  /** Base URL, http://127.0.0.1:port */
  url: string;
  requests: StubRequest[];
  close: () => Promise<void>;
};

/** A loopback HTTP server standing in for a service the machine cannot reach (geocoder, captcha). */
export async function startStubServer(
  handler: (request: Omit<StubRequest, 'at'>) => StubReply | Promise<StubReply>,
): Promise<StubServer> {
  const requests: StubRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push({ ...request, at });
      void (async () => {
        let reply: StubReply;
        try {
          reply = await handler(request);
        } catch (error) {
          reply = { status: 500, body: String(error) };
        }
        if (reply.delayMs) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => (timers.delete(timer), resolve()), reply.delayMs);
            timers.add(timer);
          });
        }
        if (res.destroyed) return;
        const json = reply.json !== undefined;
        res.writeHead(reply.status ?? 200, {
          'Content-Type': json ? 'application/json' : 'text/plain; charset=utf-8',
          ...reply.headers,
        });
        res.end(json ? JSON.stringify(reply.json) : (reply.body ?? ''));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
