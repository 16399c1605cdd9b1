// `npm run admin -- <command> …`: the admin tasks of server/cli.ts (reset-password, create-admin,
// backup, …), run from the built bundle (build/server/cli.mjs) on node alone, so they work in a
// production install without the devDependencies. In a source checkout the server bundle is rebuilt
// first when missing or older than its sources; in a release it runs as built.
// The arguments reach the CLI as they are (it reads process.argv), and so does its exit code: the
// bundle runs in this process.
// Plain Node ESM without dependencies.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root, serverBuild } from './builds.mjs';

const built = await ensureBuilt([serverBuild], { toStderr: true });
if (built !== 0) process.exit(built);

await import(pathToFileURL(path.join(root, 'build', 'server', 'cli.mjs')).href);
