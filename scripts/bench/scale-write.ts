/**
 * The scale bench's write load: PUT /admin/api/members/{id} with If-Match, as the admin app sends it.
 * Request i changes member ids[i mod n] and names version 1 + floor(i / n): every member of the pool
 * starts at version 1 and is written again only n requests later, long after its last write was
 * answered (n ≫ connections), so a correct server answers 200 to every request and a 409 means
 * something went wrong (it is counted as non-2xx).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { autocannonFigures, hasWrk, load, type LoadFigures } from './load';

export type WriteLoad = {
  ids: readonly number[];
  token: string;
  connections: number;
  seconds: number;
  /** Send an Idempotency-Key with each write, as the admin app's outbox does (the server then keeps each answer). */
  idempotencyKeys?: boolean;
};

/** The changing part of each write: a different comment and phone number every time. */
const body = (i: number): string =>
  JSON.stringify({ comments: `Schrijftest ${i}`, phoneNumber: `+32 470 ${String(i % 1_000_000).padStart(6, '0')}` });

const luaScript = (ids: readonly number[], token: string, keys: boolean, refusals: string): string => `
local ids = { ${ids.join(', ')} }
local n = #ids
local i = 0
request = function()
  local id = ids[(i % n) + 1]
  local version = 1 + math.floor(i / n)
  i = i + 1
  local body = string.format('{"comments":"Schrijftest %d","phoneNumber":"+32 470 %06d"}', i - 1, (i - 1) % 1000000)
  local headers = {}
  headers["Content-Type"] = "application/json"
  headers["Authorization"] = "Bearer ${token}"
  headers["If-Match"] = '"' .. version .. '"'
  ${keys ? `headers["Idempotency-Key"] = "bench-${Date.now()}-" .. i` : ''}
  return wrk.format("PUT", "/admin/api/members/" .. id, headers, body)
end
local logged = 0
response = function(status, headers, body)
  if status >= 300 and logged < 5 then
    logged = logged + 1
    local file = io.open("${refusals}", "a")
    file:write(status .. " " .. string.sub(body, 1, 300) .. "\n")
    file:close()
  end
end
`;

export type WriteFigures = LoadFigures & {
  /** The first few answers that were no 2xx (status and start of the body), to tell what went wrong. */
  refusals: string[];
};

export async function loadWrites(baseUrl: string, options: WriteLoad): Promise<WriteFigures> {
  if (options.ids.length < options.connections * 10) {
    throw new Error(`Too few members to write (${options.ids.length}) for ${options.connections} connections.`);
  }
  if (hasWrk()) {
    const script = path.join(tmpdir(), `bench-scale-write-${process.pid}-${Date.now()}.lua`);
    const refusals = `${script}.refusals`;
    await writeFile(script, luaScript(options.ids, options.token, options.idempotencyKeys ?? false, refusals));
    try {
      const figures = await load(baseUrl, '/admin/api/members/{id}', {
        connections: options.connections,
        duration: options.seconds,
        wrkScript: script,
        timeoutSeconds: 10,
      });
      const logged = await readFile(refusals, 'utf8').catch(() => '');
      return { ...figures, refusals: logged.split('\n').filter(Boolean) };
    } finally {
      await rm(script, { force: true });
      await rm(refusals, { force: true });
    }
  }
  return loadWritesWithAutocannon(baseUrl, options);
}

async function loadWritesWithAutocannon(baseUrl: string, options: WriteLoad): Promise<WriteFigures> {
  const refusals: string[] = [];
  let i = 0;
  const n = options.ids.length;
  const run = Date.now();
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: [
      {
        method: 'PUT',
        onResponse: (status, body) => {
          if (status >= 300 && refusals.length < 5) refusals.push(`${status} ${body.slice(0, 300)}`);
        },
        setupRequest: (request) => {
          const id = options.ids[i % n] ?? 0;
          const version = 1 + Math.floor(i / n);
          const text = body(i);
          i += 1;
          return {
            ...request,
            path: `/admin/api/members/${id}`,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${options.token}`,
              'if-match': `"${version}"`,
              ...(options.idempotencyKeys ? { 'idempotency-key': `bench-${run}-${i}` } : {}),
            },
            body: text,
          };
        },
      },
    ],
  });
  return { ...autocannonFigures('/admin/api/members/{id}', result), refusals };
}
