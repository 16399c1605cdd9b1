// `npm test`: typecheck and build beside the unit and API tests, then the browser tests against the built app.
// The unit and API tests run twice: on this machine's Node and on the production Node (Node 24, fetched
// from the npm registry by scripts/production-node.mjs; the release test runs on both too).
// Stops at the first failing step and ends with one line: `tests: N passed, M failed[, K skipped]`.
// Plain Node ESM without dependencies.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensureProductionNode,
  productionNodeMajor,
  productionNodeUnavailable,
  productionNodeVersion,
  runsOnProductionNode,
} from './production-node.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = '/usr/bin/chromium';
const reportDir = mkdtempSync(path.join(tmpdir(), 'houtlandstappers-test-'));
const vitestReport = path.join(reportDir, 'vitest.json');
const productionVitestReport = path.join(reportDir, 'vitest-production-node.json');
const playwrightReport = path.join(reportDir, 'playwright.json');
const totals = { passed: 0, failed: 0, skipped: 0 };

const running = new Set(); // the running children, so a Ctrl-C or CI timeout reaches them
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

/**
 * Runs a command; resolves with its exit code and, when `held`, its output (else the terminal gets it
 * as it comes).
 */
function run(command, args, env = {}, held = false) {
  return new Promise((resolve) => {
    const stdio = held ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `Kon ${command} niet starten / could not start ${command}: ${error.message}\n`;
      if (!held) console.error(output);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1), output });
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

/**
 * Debian packages the tests need: Chromium for the browser tests, Caddy and systemd-analyze for the
 * checks of the deploy files (tests/unit/deploy-files.test.ts), Java for the W3C validator (vnu-jar)
 * that reads the rendered pages (tests/e2e/server-render.spec.ts). Installed with apt-get when missing
 * and root; otherwise a message says how.
 */
const debianPackages = [
  { file: chromium, name: 'chromium', purpose: 'browsertests / browser tests' },
  { file: '/usr/bin/caddy', name: 'caddy', purpose: 'Caddyfiles in deploy/' },
  { file: '/usr/bin/systemd-analyze', name: 'systemd', purpose: 'systemd-units in deploy/ / systemd units in deploy/' },
  { file: '/usr/bin/java', name: 'default-jre-headless', purpose: 'de W3C-validator (vnu) / the W3C validator (vnu)' },
];

async function ensureDebianPackages() {
  const missing = debianPackages.filter((pkg) => !existsSync(pkg.file));
  if (missing.length === 0) return true;
  const names = missing.map((pkg) => pkg.name).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      [
        'Er ontbreken Debian-pakketten / Debian packages are missing:',
        ...missing.map((pkg) => `  ${pkg.file} (${pkg.name}): voor / for ${pkg.purpose}`),
        'Installeer ze met / install them with:',
        '',
        `  sudo apt-get install -y ${names}`,
        '',
        'Gebruik nooit `playwright install` / never use `playwright install`: die download werkt hier niet.',
      ].join('\n'),
    );
    return false;
  }
  console.info(`Ontbreekt / missing: ${names}; installeren met apt-get / installing with apt-get…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], env)).code !== 0) return false;
  if ((await run('apt-get', ['install', '-y', ...missing.map((pkg) => pkg.name)], env)).code !== 0) return false;
  return missing.every((pkg) => existsSync(pkg.file));
}

/**
 * The production Node's binary, fetched when missing; undefined when this Node is of that line already,
 * or, said loudly, where it cannot run. A fetch that fails where it can run fails the test run.
 */
function productionNode() {
  if (runsOnProductionNode) {
    console.info(
      `Deze Node is al Node ${productionNodeMajor}: één testrun / this Node already is Node ${productionNodeMajor}.`,
    );
    return undefined;
  }
  if (productionNodeMissing) {
    console.warn(productionNodeWarning);
    return undefined;
  }
  try {
    return ensureProductionNode();
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}`);
    failedStep = `Node ${productionNodeVersion} ophalen / fetching Node ${productionNodeVersion}`;
    return undefined;
  }
}

/** The unit and API tests again, on the production Node; `node` on PATH is that one too. */
function vitestOn(binary) {
  return {
    name: `vitest op Node ${productionNodeVersion} / on Node ${productionNodeVersion}`,
    command: binary,
    args: [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${productionVitestReport}`,
    ],
    env: { PATH: [path.dirname(binary), process.env.PATH].join(path.delimiter) },
    beside: true,
    count: () => countVitest(readJson(productionVitestReport)),
  };
}

const productionNodeMissing = runsOnProductionNode ? undefined : productionNodeUnavailable();
const productionNodeWarning = [
  '!'.repeat(100),
  `!! Niet getest op Node ${productionNodeVersion}, de Node van productie / not tested on Node ${productionNodeVersion}, the production Node:`,
  `!! ${productionNodeMissing}.`,
  '!'.repeat(100),
].join('\n');
let failedStep;
const productionNodeBinary = productionNode();

// A step marked `beside` runs next to the steps after it, one beside-step after another, its output
// held and shown between steps: vitest keeps about one of two cores busy, so the typecheck, the build
// and the second vitest run (on the production Node) take little extra time there. A step marked
// `afterBeside` (the browser tests, which need the build) starts once those have passed.
const steps = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'], beside: true },
  { name: 'lint', command: 'npm', args: ['run', 'lint'], beside: true },
  { name: 'layers', command: 'npm', args: ['run', 'layers'], beside: true },
  { name: 'build', command: 'npm', args: ['run', 'build'], beside: true },
  ...(productionNodeBinary ? [vitestOn(productionNodeBinary)] : []),
  {
    name: 'vitest',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
    count: () => countVitest(readJson(vitestReport)),
  },
  {
    name: 'playwright',
    command: 'npx',
    args: ['playwright', 'test'],
    afterBeside: true,
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    count: () => countPlaywright(readJson(playwrightReport)),
  },
];

/**
 * The page as it stood at each failed browser test (Playwright's error-context.md: the ARIA snapshot),
 * printed so a failure on CI, where test-results/ is gone afterwards, can be read from the log.
 */
function showErrorContexts() {
  const results = path.join(root, 'test-results');
  if (!existsSync(results)) return;
  for (const entry of readdirSync(results, { withFileTypes: true })) {
    const file = path.join(results, entry.name, 'error-context.md');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const shown = text.length > 12_000 ? `${text.slice(0, 12_000)}\n… (ingekort / cut)` : text;
    console.info(`\n▶ ${entry.name}/error-context.md\n${shown.trimEnd()}`);
  }
}

const title = (step) => `${step.name}: ${[step.command, ...step.args].join(' ')}`;

// Beside-steps run one after another; a failed one stops the run at the next step boundary. Nothing
// is killed on a failure (npx and npm leave their child running when killed): the steps still
// running end on their own, and what they print is shown.
let besideLane = Promise.resolve();
const besideReports = [];
const showBesideReports = () => besideReports.splice(0).forEach((report) => console.info(report));
function startBeside(step) {
  console.info(`\n▶ ${title(step)} (ernaast / alongside; uitvoer volgt / output follows)`);
  besideLane = besideLane.then(async () => {
    if (failedStep || interrupted) return;
    const started = Date.now();
    const { code, output } = await run(step.command, step.args, step.env, true);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const verdict = code === 0 ? '' : `, exit code ${code}`;
    besideReports.push(`\n▶ ${title(step)} (klaar / done in ${seconds} s${verdict})\n${output.trimEnd()}`);
    step.count?.();
    if (code !== 0) failedStep ??= step.name;
  });
}

if (!(await ensureDebianPackages())) failedStep ??= 'debian-pakketten / debian packages';
for (const step of steps) {
  if (failedStep || interrupted) break;
  if (step.beside) {
    startBeside(step);
    continue;
  }
  if (step.afterBeside) await besideLane;
  showBesideReports();
  if (failedStep || interrupted) break;
  console.info(`\n▶ ${title(step)}`);
  const { code } = await run(step.command, step.args, step.env);
  step.count?.();
  if (code !== 0) failedStep ??= step.name;
}
await besideLane;
showBesideReports();
if (failedStep === 'playwright') showErrorContexts();
rmSync(reportDir, { recursive: true, force: true });

if (interrupted) failedStep ??= 'onderbroken / interrupted';
if (failedStep) console.error(`\nMislukt bij stap / failed at step: ${failedStep}`);
if (productionNodeMissing) console.warn(`\n${productionNodeWarning}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedStep ? 1 : 0);
