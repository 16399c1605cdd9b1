/** What the bench asks of the server process from outside: its memory, its heap, that it is node, a free port. */
import { readFile, readlink, realpath, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type Memory = { rss: number; peakRss: number };

/** process.memoryUsage() inside the server, from the preloaded memory probe. */
export type HeapUsage = { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };

/** Guards the memory figure: it must be node's own, not that of a wrapper such as npx or a shell. */
export async function assertIsNode(pid: number): Promise<void> {
  const [executable, node] = await Promise.all([readlink(`/proc/${pid}/exe`), realpath(process.execPath)]);
  if (executable !== node) {
    throw new Error(`pid ${pid} runs ${executable}, not ${node}: its memory would not be the server's.`);
  }
}

/** VmRSS (now) and VmHWM (the peak) from /proc, in bytes. */
export async function readMemory(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`no ${name} in /proc/${pid}/status`);
    return Number(match[1]) * 1024;
  };
  return { rss: field('VmRSS'), peakRss: field('VmHWM') };
}

export async function askHeapUsage(pid: number, file: string): Promise<HeapUsage | undefined> {
  await rm(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 40; tries += 1) {
    await sleep(50);
    try {
      const usage = JSON.parse(await readFile(file, 'utf8')) as HeapUsage;
      await rm(file, { force: true });
      return usage;
    } catch {
      // Not written yet (or half written): try again shortly.
    }
  }
  return undefined;
}

/** A port that was free a moment ago; the server binds it right after. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
