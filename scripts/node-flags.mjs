// Node flags for the production server (npm start, the e2e tests, the benchmark): a small young
// generation and one collection after start keep it well under 150 MB on a 1 GB VPS.
// See docs/decisions/003-production-server.md.
export const serverNodeFlags = ['--expose-gc', '--max-semi-space-size=2'];
