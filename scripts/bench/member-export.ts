/**
 * `npm run bench:export`: the Excel export of 10,000 members (the big store's members), each run in a
 * process of its own with the production server's node flags: how long the file takes and the peak RSS
 * while it is made (VmHWM, reset after the members are loaded), against the target of a peak RSS
 * under 200 MB. The file goes to a reader that takes it as fast as it comes, as a client on
 * a fast line would. A report, not a test: exits 0 whatever the figures, 1 when it could not measure.
 *
 *   npx tsx scripts/bench/member-export.ts [--before=REF] [--members=N]
 *
 *   --before=REF  also measure the exporter of that git ref (e.g. main), for a before-and-after
 *   --members=N   another club size (default 10,000)
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { memberDataSchema, type MemberRecord } from '../../server/contracts';
import { serverEnvironment, serverNodeFlags } from '../node-flags.mjs';
import { budgetStoreSize } from './big-store-size';
import { imageIdPlan, memberData } from './big-store-records';
import { seededRandom } from './big-store-random';
import { count, heading, mark, mb, MB, ms, table } from './format';
import { machineLoad, runBench } from './machine';

const root = fileURLToPath(new URL('../..', import.meta.url));
const exporterPath = 'server/members/excel-export.ts';
const targetRss = 200 * MB;

type Figures = { bytes: number; ms: number; loadedRss: number; peakRss: number };

/** What an exporter module offers: the streaming writer of today, or the in-memory workbook of before. */
type Exporter = {
  writeMembersWorkbook?: (members: readonly MemberRecord[], output: Writable) => Promise<void>;
  membersWorkbook?: (members: readonly MemberRecord[]) => Promise<Buffer>;
};

/** The resident set of this process now, and its high-water mark (bytes), from /proc. */
function memory(): { rss: number; hwm: number } {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/** The child: loads the members, then exports them once with the given module and prints its figures. */
async function measureInChild(modulePath: string, membersFile: string): Promise<void> {
  const members = JSON.parse(await readFile(membersFile, 'utf8')) as MemberRecord[];
  const exporter = (await import(pathToFileURL(modulePath).href)) as Exporter;
  (globalThis as { gc?: () => void }).gc?.();
  // Linux: "5" resets VmHWM, so the peak is the export's own and not the loading's.
  writeFileSync('/proc/self/clear_refs', '5');
  const loadedRss = memory().rss;
  let bytes = 0;
  const reader = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  const start = performance.now();
  if (exporter.writeMembersWorkbook) {
    const finished = new Promise((resolve) => reader.on('finish', resolve));
    await exporter.writeMembersWorkbook(members, reader);
    await finished;
  } else if (exporter.membersWorkbook) {
    bytes = (await exporter.membersWorkbook(members)).length;
  } else throw new Error(`${modulePath} exports no members workbook`);
  const figures: Figures = { bytes, ms: performance.now() - start, loadedRss, peakRss: memory().hwm };
  console.log(JSON.stringify(figures));
}

/** Runs one measurement in a fresh node with the server's flags, and reads its figures. */
function runChild(modulePath: string, membersFile: string): Promise<Figures> {
  const script = fileURLToPath(import.meta.url);
  const args = [...serverNodeFlags, '--import', 'tsx', script, '--child', modulePath, membersFile];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...serverEnvironment },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`the export process ended with ${code}: ${output}`));
      resolve(JSON.parse(line) as Figures);
    });
  });
}

/** The members of the big store (the memory bench's club), stamped as the store keeps them. */
function clubMembers(amount: number): MemberRecord[] {
  const random = seededRandom(20_240_601);
  const ids = imageIdPlan(budgetStoreSize);
  const updatedAt = new Date().toISOString();
  return Array.from({ length: amount }, (_, i) => ({
    ...memberDataSchema.parse(memberData(i, random, ids)),
    id: i + 1,
    version: 1,
    updatedAt,
  }));
}

function parseArgs(args: readonly string[]): { before?: string; members: number } {
  const options: { before?: string; members: number } = { members: budgetStoreSize.members };
  for (const arg of args) {
    const [name, value = ''] = arg.split('=', 2);
    if (name === '--before' && value) options.before = value;
    else if (name === '--members' && Number.isInteger(Number(value)) && Number(value) > 0) {
      options.members = Number(value);
    } else throw new Error(`Unknown argument ${arg}. Use --before=REF or --members=N.`);
  }
  return options;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  console.log(`Member export bench — node ${process.version}; ${machineLoad()}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-export-'));
  // Beside the exporter of today, so its import of exceljs finds this checkout's node_modules.
  const beforeFile = path.join(root, 'server/members', `.excel-export-before-${process.pid}.ts`);
  try {
    const membersFile = path.join(dir, 'members.json');
    await writeFile(membersFile, JSON.stringify(clubMembers(options.members)));
    const subjects: [string, string][] = [];
    if (options.before) {
      const source = execFileSync('git', ['show', `${options.before}:${exporterPath}`], {
        cwd: root,
        encoding: 'utf8',
      });
      await writeFile(beforeFile, source);
      subjects.push([`before (${options.before})`, beforeFile]);
    }
    subjects.push(['this checkout', path.join(root, exporterPath)]);

    const rows: string[][] = [];
    for (const [name, modulePath] of subjects) {
      console.error(`· exporting ${count(options.members)} members with ${name}…`);
      const figures = await runChild(modulePath, membersFile);
      rows.push([
        name,
        ms(figures.ms),
        mb(figures.bytes),
        mb(figures.loadedRss),
        mb(figures.peakRss),
        `< ${mb(targetRss)}`,
        mark(figures.peakRss < targetRss),
      ]);
    }
    console.log(heading(`Excel export of ${count(options.members)} members`));
    console.log(
      table(['exporter', 'time', 'file', 'RSS before', 'peak RSS (VmHWM)', 'target', ''], rows, [
        'left',
        'right',
        'right',
        'right',
        'right',
        'right',
        'left',
      ]),
    );
    return 0;
  } finally {
    await rm(beforeFile, { force: true });
    await rm(dir, { recursive: true, force: true });
  }
}

const [mode, modulePath, membersFile] = process.argv.slice(2);
if (mode === '--child' && modulePath && membersFile)
  runBench(() => measureInChild(modulePath, membersFile).then(() => 0));
else runBench(main);
