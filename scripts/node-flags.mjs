// Node flags for the production server (npm start, the e2e tests, the benchmark): a small young
// generation and one collection after start keep it well under 150 MB on a 1 GB VPS.
// See docs/decisions/003-production-server.md.
export const serverNodeFlags = ['--expose-gc', '--max-semi-space-size=2'];

// glibc raises its mmap threshold after large frees and then keeps libvips' freed buffers
// (128 KB to 32 MB) in per-thread arenas: ~120 MB more RSS after a few large photos. A fixed
// threshold hands them back at once. Read by glibc at exec, so launchers set it in the child's
// environment. See docs/decisions/010-bounded-image-work.md.
export const serverEnvironment = { MALLOC_MMAP_THRESHOLD_: '131072' };
