// Mutation testing (`npm run test:mutation`, not part of `npm test`): StrykerJS changes the security code
// one small thing at a time (a < for a <=, a removed check) and runs the tests that cover it; a change that
// no test notices is a survivor, a test that is missing. scripts/mutation.mjs runs one group at a time.
import { mutationGroups } from './scripts/mutation-groups.mjs';

const group = mutationGroups.find((candidate) => candidate.name === process.env.MUTATION_GROUP);
if (!group)
  throw new Error(`MUTATION_GROUP is one of: ${mutationGroups.map((candidate) => candidate.name).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: group.mutate,
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // API tests start a real server each: slower than a unit test, so more time before a mutant counts as a hang.
  timeoutMS: 30_000,
  thresholds: { high: 90, low: 85, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${group.name}.html` },
  jsonReporter: { fileName: `reports/mutation/${group.name}.json` },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'build', 'release', 'test-results', 'reports', 'data/*', 'uploads/*'],
  cleanTempDir: true,
};
