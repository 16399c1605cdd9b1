import { request } from 'node:http';

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * One request with the path exactly as given: fetch would resolve `..`, `%2e%2e` and `//` first,
 * and refuses some header values, so a client's odd spellings need node:http itself.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, path, method: init.method ?? 'GET', headers: init.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text: Buffer.concat(chunks).toString() }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
