import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import { formatByteSize } from './contracts';
import { freeBytes, lowDiskBytes } from './health/service';

/**
 * What the start looks at before it opens the store: settings that would do harm, files others can
 * read, a disk that is nearly full. The checks are pure (tests give them facts); readStartupFacts
 * reads the facts from disk.
 */

export type StartupFindings = {
  /** The server starts, and prints these. */
  warnings: string[];
  /** The server does not start: each says what to change. */
  refusals: string[];
};

export type StartupFacts = {
  /** DATA_DIR's mode, when it let group or others in. */
  looseDataDir: number | undefined;
  /** How many files and folders directly in DATA_DIR let group or others in. */
  looseDataEntries: number;
  /** The .env file, when it exists and lets group or others in. */
  looseEnvFile: { file: string; mode: number } | undefined;
  /** Free bytes for this user on the disk of each folder (one entry per disk). */
  disks: { variable: 'DATA_DIR' | 'UPLOADS_DIR' | 'DATA_DIR en UPLOADS_DIR'; folder: string; freeBytes: number }[];
};

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);

function isLocalHost(hostname: string): boolean {
  return localHosts.has(hostname) || hostname.endsWith('.localhost') || hostname.startsWith('127.');
}

/**
 * The settings alone. SMTP with links to localhost (every mail's links broken) or over plain http
 * (the unsubscribe and password links' tokens readable on the way) is refused in production and
 * warned about elsewhere.
 */
export function configFindings(config: Pick<Config, 'production' | 'smtpUrl' | 'publicUrl' | 'port'>): StartupFindings {
  const findings: StartupFindings = { warnings: [], refusals: [] };
  const url = new URL(config.publicUrl);
  const unset = config.publicUrl === `http://localhost:${config.port}`;
  const where = unset
    ? `PUBLIC_URL is niet ingesteld (dan geldt ${config.publicUrl})`
    : `PUBLIC_URL is ${config.publicUrl}`;
  const fix = 'Zet PUBLIC_URL op het adres van de site, bv. PUBLIC_URL=https://www.mijnclub.be.';
  const report = (message: string) =>
    config.production ? findings.refusals.push(message) : findings.warnings.push(`Let op: ${message}`);
  if (config.smtpUrl && isLocalHost(url.hostname)) {
    report(
      `SMTP_URL is ingesteld, maar ${where}: elke e-mail zou links naar deze computer bevatten, die bij de ontvangers niet werken. ${fix}`,
    );
  } else if (config.smtpUrl && url.protocol === 'http:') {
    report(
      `SMTP_URL is ingesteld, maar ${where} (http, niet https): de links in de e-mails (uitschrijven, wachtwoord, eerste beheerder) ` +
        'zouden hun sleutels onversleuteld over het net sturen. Zet HTTPS op (bv. Caddy ervoor, zie docs/deploy.md) en gebruik een https://-adres in PUBLIC_URL.',
    );
  } else if (config.production && unset) {
    findings.warnings.push(
      `Let op: ${where}: de sitemap, de feeds en de voorbeelden bij het delen wijzen dan naar deze computer. ${fix}`,
    );
  }
  return findings;
}

const mode = (value: number) => `0${(value & 0o777).toString(8)}`;

/** What the files and the disk say. DATA_DIR's files are made private by openStore: the warning says so. */
export function fileFindings(facts: StartupFacts, config: Pick<Config, 'dataDir'>): StartupFindings {
  const warnings: string[] = [];
  if (facts.looseDataDir !== undefined) {
    warnings.push(
      `Let op: de gegevensmap ${config.dataDir} was leesbaar voor anderen (rechten ${mode(facts.looseDataDir)}); de rechten zijn nu 0700.`,
    );
  }
  if (facts.looseDataEntries > 0) {
    warnings.push(
      `Let op: ${facts.looseDataEntries} ${facts.looseDataEntries === 1 ? 'bestand of map' : 'bestanden of mappen'} in ${config.dataDir} ` +
        `${facts.looseDataEntries === 1 ? 'was' : 'waren'} leesbaar voor anderen; de rechten zijn nu 0600 (mappen 0700).`,
    );
  }
  if (facts.looseEnvFile) {
    warnings.push(
      `Let op: ${facts.looseEnvFile.file} is leesbaar voor anderen (rechten ${mode(facts.looseEnvFile.mode)}) en kan geheimen bevatten ` +
        '(JWT_SECRET, het wachtwoord in SMTP_URL, ADMIN_PASSWORD). Maak het privé: chmod 600 .env',
    );
  }
  for (const disk of facts.disks) {
    if (disk.freeBytes >= lowDiskBytes) continue;
    warnings.push(
      `Let op: nog maar ${formatByteSize(disk.freeBytes)} vrij op de schijf van ${disk.variable} (${disk.folder}). ` +
        'Bij een volle schijf kan de club niets meer opslaan en geen foto’s meer ontvangen: maak ruimte vrij ' +
        '(oude back-ups, logboeken) of kies een grotere schijf.',
    );
  }
  return { warnings, refusals: [] };
}

async function looseMode(file: string): Promise<number | undefined> {
  const stats = await stat(file).catch(() => undefined);
  return stats && (stats.mode & 0o077) !== 0 ? stats.mode & 0o777 : undefined;
}

/** The device of `folder`, or of its nearest parent when it is not made yet. */
async function deviceOf(folder: string): Promise<number | undefined> {
  for (let at = folder; ; at = path.dirname(at)) {
    const stats = await stat(at).catch(() => undefined);
    if (stats) return stats.dev;
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * Reads the facts, before openStore makes DATA_DIR private (it would hide what was loose). `envFile`
 * is the .env the start loaded, when there was one. Folders that do not exist yet count as fine.
 */
export async function readStartupFacts(
  config: Pick<Config, 'dataDir' | 'uploadsDir'>,
  envFile: string | undefined,
): Promise<StartupFacts> {
  const names = await readdir(config.dataDir).catch(() => [] as string[]);
  const loose = await Promise.all(names.map((name) => looseMode(path.join(config.dataDir, name))));
  const envMode = envFile ? await looseMode(envFile) : undefined;

  const disks: StartupFacts['disks'] = [];
  const [dataDevice, uploadsDevice] = await Promise.all([config.dataDir, config.uploadsDir].map(deviceOf));
  const [dataFree, uploadsFree] = await Promise.all([freeBytes(config.dataDir), freeBytes(config.uploadsDir)]);
  const sameDisk = dataDevice !== undefined && dataDevice === uploadsDevice;
  if (dataFree !== null) {
    disks.push({
      variable: sameDisk ? 'DATA_DIR en UPLOADS_DIR' : 'DATA_DIR',
      folder: config.dataDir,
      freeBytes: dataFree,
    });
  }
  if (uploadsFree !== null && !sameDisk) {
    disks.push({ variable: 'UPLOADS_DIR', folder: config.uploadsDir, freeBytes: uploadsFree });
  }

  return {
    looseDataDir: await looseMode(config.dataDir),
    looseDataEntries: loose.filter((value) => value !== undefined).length,
    looseEnvFile: envFile && envMode !== undefined ? { file: envFile, mode: envMode } : undefined,
    disks,
  };
}
