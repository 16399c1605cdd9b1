// `npm test`: typecheck, unit and API tests, build, then the browser tests against the built app.
// Stops at the first failing step and ends with one line: `tests: N passed, M failed[, K skipped]`.
// Plain Node ESM without dependencies.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = '/usr/bin/chromium';
const reportDir = mkdtempSync(path.join(tmpdir(), 'houtlandstappers-test-'));
const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');
const totals = { passed: 0, failed: 0, skipped: 0 };

let current; // the running child, so a Ctrl-C or CI timeout reaches it
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

/** Runs a command with the terminal attached; resolves with its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    current = child;
    child.on('error', (error) => {
      console.error(`Kon ${command} niet starten / could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Adds a vitest JSON report to the totals; a test file that failed to load counts as one failure. */
function countVitest(report) {
  if (!report) return;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) totals.failed += 1;
  }
}

/** Adds a Playwright JSON report to the totals; an error outside any test (e.g. the web server) counts as one. */
function countPlaywright(report) {
  if (!report) return;
  const stats = report.stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  totals.failed += report.errors?.length ?? 0;
}

async function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      [
        `Chromium ontbreekt (${chromium}); de browsertests hebben het nodig. Installeer het met:`,
        `Chromium is missing (${chromium}); the browser tests need it. Install it with:`,
        '',
        '  sudo apt-get install -y chromium',
        '',
        'Gebruik nooit `playwright install` / never use `playwright install`: die download werkt hier niet.',
      ].join('\n'),
    );
    return false;
  }
  console.info(`Chromium ontbreekt; installeren met apt-get / installing Chromium with apt-get…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], env)) !== 0) return false;
  if ((await run('apt-get', ['install', '-y', 'chromium'], env)) !== 0) return false;
  return existsSync(chromium);
}

const steps = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  {
    name: 'vitest',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
    count: () => countVitest(readJson(vitestReport)),
  },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  {
    name: 'playwright',
    command: 'npx',
    args: ['playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    count: () => countPlaywright(readJson(playwrightReport)),
  },
];

let failedStep;
if (!(await ensureChromium())) failedStep = 'chromium';
for (const step of steps) {
  if (failedStep || interrupted) break;
  console.info(`\n▶ ${step.name}: ${[step.command, ...step.args].join(' ')}`);
  const code = await run(step.command, step.args, step.env);
  step.count?.();
  if (code !== 0) failedStep = step.name;
}
rmSync(reportDir, { recursive: true, force: true });

if (interrupted) failedStep ??= 'onderbroken / interrupted';
if (failedStep) console.error(`\nMislukt bij stap / failed at step: ${failedStep}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedStep ? 1 : 0);
