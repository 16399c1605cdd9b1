/**
 * Preloaded into the server under test (node --import) so the bench can see where its RSS
 * goes: on SIGUSR2 it writes process.memoryUsage() to BENCH_MEMORY_FILE. It does nothing
 * else, and nothing at all without that variable. (SIGUSR1 is node's inspector signal.)
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
