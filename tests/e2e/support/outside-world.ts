// Stands in for the services the machine cannot reach in e2e runs: the map tile server and the
// geocoder. The real code talks to it through TILE_URL and GEOCODER_URL (club-server.ts).
//   GET /tiles/{z}/{x}/{y}.png  -> a 256x256 PNG
//   GET /search?q=…             -> Nominatim's answer shape; [] when q holds "Onvindbaar"
// It runs inside each test worker, beside that worker's club server, so what one worker's pages
// ask for never shows up in another's `requests`.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

export type OutsideWorld = {
  url: string;
  /** The paths (with query) asked so far, so a test can see the map asked for tiles. */
  requests: () => string[];
  close: () => Promise<void>;
};

export async function startOutsideWorld(): Promise<OutsideWorld> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.setHeader('Access-Control-Allow-Origin', '*');
    asked.push(url.pathname + url.search);
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      response.setHeader('Content-Type', 'image/png');
      response.end(tile);
      return;
    }
    if (url.pathname === '/search') {
      const query = url.searchParams.get('q') ?? '';
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify(/onvindbaar/i.test(query) ? [] : [{ lat: '51.0543', lon: '3.1179', display_name: query }]),
      );
      return;
    }
    response.statusCode = 404;
    response.end('not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the outside world has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests: () => [...asked],
    close: async () => {
      // Chromium keeps connections open; they must not hold the worker's exit.
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A plain light-green 256x256 PNG, made once. */
function tilePng(): Buffer {
  const size = 256;
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x += 1) row.set([0xdc, 0xeb, 0xd5], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const tile = tilePng();
