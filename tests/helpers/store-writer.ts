/**
 * A child process for the crash test: writes to the store in four parallel loops and prints
 * "ack <collection> <name>" after each write is acknowledged, until it is killed.
 */
import { openStore } from '../../server/store';

const [dataDir, round] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: store-writer <dataDir> <round>');
const store = await openStore(dataDir);

async function loop(lane: number): Promise<never> {
  for (let i = 0; ; i++) {
    const name = `r${round}-l${lane}-${i}`;
    if (lane % 2 === 0) {
      await store.events.create({ name, startDateTime: '2026-05-10T08:00', intro: `<p>${'x'.repeat(i % 500)}</p>` });
      process.stdout.write(`ack events ${name}\n`);
    } else {
      await store.members.create({ firstName: name, lastName: 'Crash' });
      process.stdout.write(`ack members ${name}\n`);
    }
  }
}

process.stdout.write('ready\n');
await Promise.all([0, 1, 2, 3].map(loop));
