import { defineConfig } from 'vitest/config';

/** The tests of one mutation group (scripts/mutation-groups.mjs), named in MUTATION_TESTS by StrykerJS's run. */
export default defineConfig({
  test: {
    include: (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean),
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
