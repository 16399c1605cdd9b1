import { spawn } from 'node:child_process';

/**
 * Runs a writer script (tests/helpers/*-writer.ts) in its own process and kills it with SIGKILL
 * right after its `killAfter`th acknowledgement: what it acknowledged must then be on disk.
 * `onAck` gets each `ack …` line's other words and says whether it was a whole acknowledgement
 * (only those count). Answers the signal the process ended with.
 */
export async function killAfterAcks(
  script: string,
  args: readonly string[],
  killAfter: number,
  onAck: (words: string[]) => boolean,
): Promise<NodeJS.Signals | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seen = 0;
  let buffered = '';
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => resolve());
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [word, ...words] = line.split(' ');
        if (word !== 'ack' || !onAck(words)) continue;
        if (++seen === killAfter) child.kill('SIGKILL');
      }
    });
  });
  return child.signalCode;
}
