// The Content-Security-Policy has no 'unsafe-eval', so zod must not compile parsers with `new Function`,
// nor even probe for it (the caught probe alone is reported as a CSP violation). zod takes its global
// config from this object when it first loads (zod/v4/core/core.js keeps an existing one), so setting
// it here, first in main.tsx, costs no zod code in the home page's bundle. The browser tests fail on
// any CSP violation, so a zod that stopped reading it would be noticed.
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
