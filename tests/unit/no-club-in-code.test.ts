import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { clubMarkers, clubTextsUnder } from '../helpers/club-in-code';

// The built assets (dist/) are checked by tests/e2e/no-club-in-build.spec.ts: `npm test` builds
// beside the unit tests, so dist/ is only whole once the browser tests start.
const webDir = fileURLToPath(new URL('../../web', import.meta.url));
const scratch = await mkdtemp(path.join(os.tmpdir(), 'no-club-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('no club in the web code (issue "Club settings")', () => {
  it("takes the demo club's name and texts from the seed", () => {
    const markers = clubMarkers();
    expect(markers).toContain('Houtlandstappers');
    expect(
      markers.some((marker) => marker.startsWith('Onze club werd in 2025 opgericht door een groep vrienden')),
    ).toBe(true);
    expect(markers.some((marker) => marker.startsWith('Het verhaal van onze Euraudax-werking begint in 1982'))).toBe(
      true,
    );
  });

  it('finds a marker where one is, also written with \\u escapes', async () => {
    await mkdir(path.join(scratch, 'assets'), { recursive: true });
    await writeFile(path.join(scratch, 'assets', 'a.js'), 'const t = "De Houtlandstappers";');
    await writeFile(path.join(scratch, 'b.js'), 'const t = "Elke nieuwe ploeg bracht eigen idee\\u00ebn mee";');
    const markers = ['Houtlandstappers', 'Elke nieuwe ploeg bracht eigen ideeën mee'];
    expect(await clubTextsUnder(scratch, markers)).toEqual([
      `${path.join('assets', 'a.js')}: Houtlandstappers`,
      `b.js: ${markers[1]}`,
    ]);
  });

  it("holds neither the demo club's name nor its texts anywhere under web/", async () => {
    expect(await clubTextsUnder(webDir)).toEqual([]);
  });
});
