// `npm run test:mutation [group …]`: StrykerJS over each group of scripts/mutation-groups.mjs in turn,
// then one table of scores; fails when a group scores below 85 %. Reports in reports/mutation/.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mutationGroups } from './mutation-groups.mjs';

const minimum = 85;
const asked = process.argv.slice(2);
const groups = asked.length > 0 ? mutationGroups.filter((group) => asked.includes(group.name)) : mutationGroups;
if (groups.length === 0) {
  console.error(
    `Onbekende groep / unknown group: ${asked.join(', ')}; kies uit ${mutationGroups.map((g) => g.name).join(', ')}`,
  );
  process.exit(2);
}

/** Killed (or timed out) out of all mutants that some test reached or should have: Stryker's own score. */
function scoreOf(report) {
  const counts = {};
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const undetected = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return { detected, undetected, score: (100 * detected) / Math.max(1, detected + undetected), counts };
}

const rows = [];
for (const group of groups) {
  console.info(`\n▶ mutatietesten / mutation testing: ${group.name}`);
  const run = spawnSync('npx', ['stryker', 'run'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_GROUP: group.name, MUTATION_TESTS: group.tests.join(',') },
  });
  if (run.status !== 0) {
    rows.push({ group: group.name, score: NaN, note: `stryker stopte met ${run.status}` });
    continue;
  }
  const report = JSON.parse(readFileSync(`reports/mutation/${group.name}.json`, 'utf8'));
  const { score, detected, undetected, counts } = scoreOf(report);
  rows.push({ group: group.name, score, note: `${detected} gevonden, ${undetected} niet (${JSON.stringify(counts)})` });
}

console.info('\ngroep / group | score | mutanten / mutants');
for (const row of rows) console.info(`${row.group} | ${row.score.toFixed(1)} % | ${row.note}`);
const low = rows.filter((row) => !(row.score >= minimum));
if (low.length > 0) {
  console.error(`\nOnder ${minimum} % / below ${minimum} %: ${low.map((row) => row.group).join(', ')}`);
  process.exit(1);
}
