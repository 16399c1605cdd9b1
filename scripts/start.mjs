// `npm start`: builds the web app (dist/), its server render (build/ssr/) and the server (build/server/)
// when missing or older than their sources, then runs the built server. In a release (no sources,
// see scripts/release.mjs) it only runs what was built.
// Plain Node ESM without dependencies, so it works right after `npm install`.
import { serverEnvironment, serverNodeFlags } from './node-flags.mjs';
import { allBuilds, ensureBuilt, run } from './builds.mjs';

const built = await ensureBuilt(allBuilds);
if (built !== 0) process.exit(built);

process.exit(
  await run(process.execPath, [...serverNodeFlags, 'build/server/index.mjs'], {
    forwardSignals: true,
    // A value already set in the shell wins.
    env: { ...serverEnvironment, ...process.env },
  }),
);
