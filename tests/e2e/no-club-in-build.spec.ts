import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clubTextsUnder } from '../helpers/club-in-code';
import { expect, test } from './support/test';

// Issue "Club settings": one build serves every club, so the built web app holds neither the demo
// club's name nor its texts (they come from the settings at run time). Here and not in the unit
// tests: `npm test` builds beside those, and dist/ is only whole once the browser tests start.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const distDir = process.env.DIST_DIR ?? path.join(repoRoot, 'dist');

test('de gebouwde web-app bevat de naam en teksten van de democlub niet (die komen uit de instellingen)', async () => {
  expect(existsSync(path.join(distDir, 'index.html')), `${distDir} ontbreekt: eerst npm run build`).toBe(true);
  expect(await clubTextsUnder(distDir)).toEqual([]);
});
