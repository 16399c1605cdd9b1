/**
 * The version of this server (package.json's "version"), recorded in meta.json by every start.
 * A JSON import: tsx and vitest read package.json when the module loads, and esbuild (npm run build)
 * writes the string into the bundle, so a release knows its version without finding package.json
 * on disk (no dependence on the working directory or on where the bundle lies).
 */
import { version } from '../../package.json';

export const appVersion: string = version;
