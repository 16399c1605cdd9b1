import { request } from 'node:http';

/**
 * Where a client leaves a download: right after sending its request, once the headers came (0 body
 * bytes), after some bytes, after everything; or 'stall': it reads a little, then stops reading (a phone
 * gone to sleep) until `whileStalled` resolves, and only then leaves.
 */
export type Cut = 'sent' | 'stall' | 'end' | number;

export type CutAnswer = { status: number | null; bytes: number; ended: boolean };

/**
 * A GET (or HEAD, or a POST with its body) that the client ends itself at `cut`, on a connection of its own. Resolves once the
 * connection is closed, with how far it got; a request that fails because we left is no failure.
 */
export function cutDownload(
  baseUrl: string,
  path: string,
  cut: Cut,
  options: {
    method?: string;
    headers?: Record<string, string>;
    /** A request body (a POST download). */
    body?: string;
    whileStalled?: () => Promise<void>;
  } = {},
): Promise<CutAnswer> {
  const { whileStalled, body = '', ...requestOptions } = options;
  const url = new URL(path, baseUrl);
  return new Promise((resolve) => {
    let status: number | null = null;
    let bytes = 0;
    let ended = false;
    const outgoing = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, agent: false, ...requestOptions },
      (incoming) => {
        status = incoming.statusCode ?? null;
        incoming.on('error', () => undefined);
        incoming.on('end', () => {
          ended = true;
          outgoing.destroy();
        });
        if (cut === 0) return outgoing.destroy();
        const stopAt = cut === 'stall' ? 10 : cut;
        incoming.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (typeof stopAt !== 'number' || bytes < stopAt) return;
          if (cut !== 'stall') return outgoing.destroy();
          if (incoming.isPaused()) return;
          // A paused client never reads the server's end of the connection: it learns nothing until it
          // reads again, so the test says when the stall is over.
          incoming.pause();
          void (whileStalled ?? (() => Promise.resolve()))().finally(() => outgoing.destroy());
        });
      },
    );
    outgoing.on('error', () => undefined);
    outgoing.on('close', () => resolve({ status, bytes, ended }));
    outgoing.end(body, () => {
      if (cut === 'sent') outgoing.destroy();
    });
  });
}
