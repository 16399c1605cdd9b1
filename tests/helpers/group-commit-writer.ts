/**
 * A child process for the group-commit crash test: 20 lanes, each updating its own member over and
 * over with the version it last got back (as the admin app's If-Match does), so their writes
 * share batches. After each acknowledged write it prints "ack <memberId> <version> <comment>".
 */
import { openStore } from '../../server/store';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: group-commit-writer <dataDir>');
const store = await openStore(dataDir);
const lanes = store.members.all().slice(0, 20);

async function loop(memberId: number, startVersion: number): Promise<never> {
  for (let version = startVersion; ;) {
    const comment = `lid ${memberId} versie ${version + 1}`;
    const written = await store.members.update(memberId, (current) => ({ ...current, comments: comment }), {
      expectedVersion: version,
    });
    version = written.version;
    process.stdout.write(`ack ${memberId} ${version} ${comment.replaceAll(' ', '_')}\n`);
  }
}

process.stdout.write('ready\n');
await Promise.all(lanes.map((member) => loop(member.id, member.version)));
