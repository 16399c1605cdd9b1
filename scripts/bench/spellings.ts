/**
 * The spellings flood: made-up spellings of real pages, each new, as an attacker who
 * wants every visitor's page rendered again would send them. Written once to a file, one path a line,
 * which wrk's Lua script reads and autocannon's request setup walks through alike.
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { autocannonFigures, hasWrk, load, type LoadFigures } from './load';

/**
 * Every spelling of `text` but itself, up to `max`: each character as it is or percent-encoded, in
 * lower or upper case hex where the two differ ('j' is %6a or %6A, 'g' only %67), counted in mixed radix.
 */
function spellingsOf(text: string, max: number): string[] {
  const options = [...text].map((char) => {
    const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
    return [...new Set([char, `%${hex}`, `%${hex.toUpperCase()}`])];
  });
  const total = options.reduce((product, option) => product * option.length, 1);
  const found: string[] = [];
  for (let n = 1; n < total && found.length < max; n += 1) {
    let rest = n;
    let spelled = '';
    for (const option of options) {
      spelled += option[rest % option.length];
      rest = Math.floor(rest / option.length);
    }
    found.push(spelled);
  }
  return found;
}

/**
 * `count` paths, none of them a page's own spelling: four in five an info page's slug spelled anew, in
 * turn over the slugs that have spellings left (2^length and more each: some 35,000 for the demo club's
 * four), then again from the first; one in five a path under /admin that the admin app would show its
 * shell for. Walks and newsletters are left out: an id has few spellings.
 */
export function spellings(infoSlugs: readonly string[], count: number): string[] {
  const ofSlugs = infoSlugs.map((slug) => spellingsOf(slug, count));
  const longest = Math.max(0, ...ofSlugs.map((list) => list.length));
  const info: string[] = [];
  for (let at = 0; at < longest; at += 1) {
    for (const list of ofSlugs) if (at < list.length) info.push(`/info/${list[at]}`);
  }
  if (info.length === 0) throw new Error('No info page to spell.');
  return Array.from({ length: count }, (_, i) =>
    i % 5 === 4 ? `/admin/info/x${i.toString(36)}` : info[(i - Math.floor(i / 5)) % info.length]!,
  );
}

const luaScript = (file: string) => `
local paths = {}
for line in io.lines("${file}") do paths[#paths + 1] = line end
local at = 0
request = function()
  at = at % #paths + 1
  return wrk.format("GET", paths[at])
end
`;

/** Requests `paths` in turn over `connections` connections for `seconds`: wrk when installed, else autocannon. */
export async function flood(
  baseUrl: string,
  paths: readonly string[],
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadFigures> {
  if (hasWrk()) {
    const file = path.join(tmpdir(), `bench-spellings-${process.pid}-${Date.now()}`);
    await writeFile(`${file}.txt`, `${paths.join('\n')}\n`);
    await writeFile(`${file}.lua`, luaScript(`${file}.txt`));
    try {
      return await load(baseUrl, 'spellings', {
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        wrkScript: `${file}.lua`,
        timeoutSeconds: 10,
      });
    } finally {
      await rm(`${file}.txt`, { force: true });
      await rm(`${file}.lua`, { force: true });
    }
  }
  let at = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[at++ % paths.length] ?? '/' }) }],
  });
  return autocannonFigures('spellings', result);
}
