import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { formatByteSize } from '../../server/contracts';
import { configFindings, fileFindings, readStartupFacts, type StartupFacts } from '../../server/startup-checks';

const mb = 1000 * 1000;

describe('the settings at start', () => {
  const findings = (env: Record<string, string>) => configFindings(loadConfig(env));

  it('refuses SMTP in production while PUBLIC_URL is unset or points at this machine', () => {
    const unset = findings({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.be:587' });
    expect(unset.refusals).toEqual([expect.stringContaining('PUBLIC_URL is niet ingesteld (dan geldt http://localhost:3000)')]); // prettier-ignore
    expect(unset.refusals[0]).toContain('Zet PUBLIC_URL op het adres van de site');
    for (const url of ['https://localhost', 'http://127.0.0.1:8080', 'https://[::1]/', 'https://club.localhost']) {
      const local = findings({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.be', PUBLIC_URL: url });
      expect(local.refusals, url).toEqual([expect.stringContaining('links naar deze computer')]);
    }
  });

  it('refuses SMTP in production with an http:// PUBLIC_URL: the links’ keys would travel in clear text', () => {
    const plain = findings({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.example.be', PUBLIC_URL: 'http://club.be' });
    expect(plain.refusals).toEqual([expect.stringContaining('(http, niet https)')]);
    expect(plain.refusals[0]).toContain('https://');
  });

  it('only warns about the same outside production', () => {
    const dev = findings({ SMTP_URL: 'smtp://127.0.0.1:1025' });
    expect(dev.refusals).toEqual([]);
    expect(dev.warnings).toEqual([expect.stringMatching(/^Let op: SMTP_URL is ingesteld, maar PUBLIC_URL is niet ingesteld/)]); // prettier-ignore
    expect(findings({ SMTP_URL: 'smtp://m.example.be', PUBLIC_URL: 'http://club.be' }).warnings).toHaveLength(1);
  });

  it('accepts SMTP with an https PUBLIC_URL, and mail files with any PUBLIC_URL', () => {
    const real = findings({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.example.be', PUBLIC_URL: 'https://club.be' });
    expect(real).toEqual({ warnings: [], refusals: [] });
    expect(findings({ NODE_ENV: 'production', PUBLIC_URL: 'http://club.be' })).toEqual({ warnings: [], refusals: [] });
    expect(findings({})).toEqual({ warnings: [], refusals: [] });
  });

  it('warns in production that an unset PUBLIC_URL puts localhost in the sitemap and feeds', () => {
    const production = findings({ NODE_ENV: 'production' });
    expect(production.refusals).toEqual([]);
    expect(production.warnings).toEqual([expect.stringContaining('de sitemap, de feeds')]);
  });
});

describe('the files and the disk at start', () => {
  const fine: StartupFacts = {
    looseDataDir: undefined,
    looseDataEntries: 0,
    looseEnvFile: undefined,
    disks: [{ variable: 'DATA_DIR en UPLOADS_DIR', folder: '/srv/club/data', freeBytes: 20 * 1024 * mb }],
  };
  const config = { dataDir: '/srv/club/data' };

  it('says nothing when all is private and the disk has room', () => {
    expect(fileFindings(fine, config)).toEqual({ warnings: [], refusals: [] });
  });

  it('names each loose file, its mode and what was done or is to be done', () => {
    const { warnings, refusals } = fileFindings(
      {
        ...fine,
        looseDataDir: 0o755,
        looseDataEntries: 3,
        looseEnvFile: { file: '/srv/club/.env', mode: 0o640 },
      },
      config,
    );
    expect(refusals).toEqual([]);
    expect(warnings).toEqual([
      'Let op: de gegevensmap /srv/club/data was leesbaar voor anderen (rechten 0755); de rechten zijn nu 0700.',
      'Let op: 3 bestanden of mappen in /srv/club/data waren leesbaar voor anderen; de rechten zijn nu 0600 (mappen 0700).',
      expect.stringMatching(/^Let op: \/srv\/club\/\.env is leesbaar voor anderen \(rechten 0640\).*chmod 600 \.env$/),
    ]);
  });

  it('warns below 500 MB free on a disk, with the amount in Dutch', () => {
    const low = fileFindings(
      {
        ...fine,
        disks: [
          { variable: 'DATA_DIR', folder: '/srv/club/data', freeBytes: 499 * mb },
          { variable: 'UPLOADS_DIR', folder: '/mnt/photos', freeBytes: 500 * mb },
        ],
      },
      config,
    );
    expect(low.warnings).toEqual([expect.stringMatching(/^Let op: nog maar 499 MB vrij op de schijf van DATA_DIR \(\/srv\/club\/data\)\./)]); // prettier-ignore
    // Decimal units, rounded down: free space is never said to be more than it is.
    expect(formatByteSize(1536 * mb)).toBe('1,5 GB');
    expect(formatByteSize(12.5 * mb)).toBe('12,5 MB');
    expect(formatByteSize(12.59 * mb)).toBe('12,5 MB');
    expect(formatByteSize(499.9 * mb)).toBe('499 MB');
    expect(formatByteSize(999)).toBe('999 bytes');
  });
});

describe('reading the facts', () => {
  let root: string | undefined;
  afterEach(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

  it('finds the loose data dir, files (the key among them) and .env, and the disk’s free space', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'club-checks-'));
    const dataDir = path.join(root, 'data');
    const uploadsDir = path.join(root, 'uploads');
    await mkdir(dataDir);
    await mkdir(uploadsDir);
    await writeFile(path.join(dataDir, 'unsubscribe-key'), 'sleutel');
    await writeFile(path.join(dataDir, 'members.json'), '{}');
    await writeFile(path.join(dataDir, 'events.json'), '{}');
    await writeFile(path.join(root, '.env'), 'JWT_SECRET=x');
    await chmod(dataDir, 0o755);
    await chmod(path.join(dataDir, 'unsubscribe-key'), 0o644);
    await chmod(path.join(dataDir, 'members.json'), 0o640);
    await chmod(path.join(dataDir, 'events.json'), 0o600);
    await chmod(path.join(root, '.env'), 0o604);

    const facts = await readStartupFacts({ dataDir, uploadsDir }, path.join(root, '.env'));
    expect(facts).toMatchObject({
      looseDataDir: 0o755,
      looseDataEntries: 2,
      looseEnvFile: { file: path.join(root, '.env'), mode: 0o604 },
    });
    // Both folders are on one disk here: it is reported once, for both.
    expect(facts.disks).toEqual([{ variable: 'DATA_DIR en UPLOADS_DIR', folder: dataDir, freeBytes: expect.any(Number) }]); // prettier-ignore
    expect(facts.disks[0]!.freeBytes).toBeGreaterThan(0);

    await chmod(dataDir, 0o700);
    await chmod(path.join(dataDir, 'unsubscribe-key'), 0o600);
    await chmod(path.join(dataDir, 'members.json'), 0o600);
    await chmod(path.join(root, '.env'), 0o600);
    expect(await readStartupFacts({ dataDir, uploadsDir }, path.join(root, '.env'))).toMatchObject({
      looseDataDir: undefined,
      looseDataEntries: 0,
      looseEnvFile: undefined,
    });
  });

  it('counts a data dir that does not exist yet as fine', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'club-checks-'));
    const facts = await readStartupFacts({ dataDir: path.join(root, 'nog-niet'), uploadsDir: root }, undefined);
    expect(facts).toMatchObject({ looseDataDir: undefined, looseDataEntries: 0 });
    // Where it will be made: on its parent's disk, here the same as UPLOADS_DIR's.
    expect(facts.disks).toEqual([
      { variable: 'DATA_DIR en UPLOADS_DIR', folder: path.join(root, 'nog-niet'), freeBytes: expect.any(Number) },
    ]);
  });
});
