import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAnswer, Event as Walk, Image, MemberRecord, Page } from '../../server/contracts';
import { jpeg } from '../helpers/factories';
import { runCli, type CliResult } from '../helpers/cli-process';
import { callApi, loginOver } from '../helpers/process-api';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';
import { archiveEntries, packArchive, withByteChanged } from '../helpers/tar-archive';

const running: ServerProcess[] = [];
const roots: string[] = [];

async function freshRoot(name: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), `club-backup-${name}-`));
  roots.push(root);
  return root;
}

async function startServer(root: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess(root, { SEED: 'none', ...env });
  running.push(server);
  return server;
}

async function stopServer(server: ServerProcess): Promise<void> {
  await stopServerProcess(server);
  running.splice(running.indexOf(server), 1);
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => stopServerProcess(server)));
});
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

/** The archive the CLI named in its answer ("Back-up gemaakt: <file> (…)"). */
function archiveOf(result: CliResult): string {
  const file = /Back-up gemaakt: (\S+\.tar\.gz) \(/.exec(result.stdout)?.[1];
  if (!file) throw new Error(`Geen back-up in de uitvoer: ${result.stdout}${result.stderr}`);
  return file;
}

/** Every entry under a folder, as relative paths: to see that a refused restore wrote nothing. */
async function listing(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  return entries.map(String).sort();
}

async function read(url: string, pathname: string, token?: string): Promise<string> {
  const response = await fetch(url + pathname, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return `${response.status} ${await response.text()}`;
}

async function bytesOf(url: string, pathname: string): Promise<Buffer> {
  const response = await fetch(url + pathname);
  expect(response.status, pathname).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('a backup restored into new folders', () => {
  it('answers the same API reads and the same photo bytes, from a backup through the server and one made directly', async () => {
    const original = await freshRoot('origineel');
    const server = await startServer(original, { SEED: 'demo' });
    const email = /Demobeheerder: (\S+)/.exec(server.output())?.[1];
    const password = /Wachtwoord:\s+(\S+)/.exec(server.output())?.[1];
    const login = await loginOver(server.url, email!, password!);
    expect(login.status).toBe(200);
    const token = (login.json as { token: string }).token;
    const admin = (pathname: string, init: { method?: string; body?: unknown } = {}) =>
      callApi(server.url, pathname, { ...init, token });

    // Edits over the admin API: a new member, a changed walk, a new page and an uploaded photo.
    const member = await admin('/admin/api/members', {
      method: 'POST',
      body: { firstName: 'Herstel', lastName: 'Proef', email: 'herstel.proef@example.be', role: 'MEMBER' },
    });
    expect(member.status).toBe(201);
    const walks = (await admin('/admin/api/events')).json as Walk[];
    const walk = walks.find((candidate) => candidate.own && candidate.published && candidate.banner)!;
    const changed = await admin(`/admin/api/events/${walk.id}`, {
      method: 'PATCH',
      body: { distances: '7, 14 en 21 km' },
    });
    expect(changed.status).toBe(200);
    const page = await admin('/admin/api/website-pages', {
      method: 'POST',
      body: {
        title: 'Na de herstelling',
        link: 'na-de-herstelling',
        metaDescription: 'Test',
        contentHtml: '<p>Ja</p>',
      },
    });
    expect(page.status).toBe(201);
    const form = new FormData();
    form.append(
      'files',
      new Blob([new Uint8Array(await jpeg(1600, 1000, '#8a3a2a'))], { type: 'image/jpeg' }),
      'rood.jpg',
    );
    const uploaded = await fetch(`${server.url}/admin/api/images/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [photo] = (await uploaded.json()) as Image[];

    // The photos' variants are made on first request and kept beside the original: they go in too.
    const media = [photo!.uuid, walk.banner!.uuid].flatMap((uuid) => [
      `/media/${uuid}/`,
      `/media/${uuid}/300x300.webp`,
      `/media/${uuid}/640x640.jpg`,
      `/media/${uuid}/1200x630.jpg`,
    ]);
    const photos = await Promise.all(media.map((pathname) => bytesOf(server.url, pathname)));

    const reads = [
      '/api/site-config',
      '/api/events/future',
      '/api/events/past',
      '/api/events/own/future',
      '/api/events/own/past',
      '/api/events/euraudax',
      `/api/events/${walk.id}`,
      '/api/members/board',
      '/api/website-pages',
      '/api/newsletters',
      '/admin/api/me',
      '/admin/api/members',
      `/admin/api/members/${(member.json as MemberRecord).id}`,
      '/admin/api/members/admins',
      '/admin/api/events',
      `/admin/api/events/${walk.id}`,
      '/admin/api/website-pages',
      `/admin/api/website-pages/${(page.json as Page).id}`,
      '/admin/api/newsletters',
      '/admin/api/settings',
    ];
    const answers = await Promise.all(reads.map((pathname) => read(server.url, pathname, token)));
    expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);

    // Through the running server (it holds the lock), then directly once it has stopped.
    const folder = path.join(original, 'backups');
    const throughServer = await runCli(original, 'backup', folder);
    expect(throughServer.stderr).toBe('');
    expect(server.output()).toContain('Beheeropdracht via de opdrachtregel uitgevoerd: backup');
    const last = await admin('/admin/api/backup');
    expect(last.json).toEqual({
      last: { at: expect.any(String), bytes: (await stat(archiveOf(throughServer))).size, how: 'cli' },
    });
    // A restore refuses while the server runs: it would overwrite the files from memory.
    const refused = await runCli(original, 'restore', archiveOf(throughServer));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Stop de server eerst');

    await stopServer(server);
    const direct = await runCli(original, 'backup', folder);
    expect(direct.stderr).toBe('');
    expect((await stat(archiveOf(direct))).mode & 0o777).toBe(0o600);
    // The data as the store itself writes it: each file of the archive is the file on disk, byte for byte.
    const directEntries = await archiveEntries(await readFile(archiveOf(direct)));
    const dataFiles = [...directEntries.keys()].filter((name) => name.startsWith('data/'));
    expect(dataFiles).toEqual(expect.arrayContaining(['data/meta.json', 'data/settings.json', 'data/unsubscribe-key']));
    // Nothing that signs anyone in: no sessions, no set-password links, no key of admin tokens.
    expect(dataFiles).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^data\/(sessions\.json|password-links\.json|jwt-secret)$/)]),
    );
    for (const name of dataFiles) {
      const onDisk = await readFile(path.join(original, name));
      // The admin log has the backup's own entry after it: the archive holds the log up to then.
      const kept = name.startsWith('data/audit/') ? onDisk.subarray(0, directEntries.get(name)!.length) : onDisk;
      expect(directEntries.get(name)!.equals(kept), name).toBe(true);
    }

    // The store's files and its key, the photos with the variants made so far; not the lock, socket or mail files.
    const names = [...(await archiveEntries(await readFile(archiveOf(throughServer)))).keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'data/meta.json',
        'data/members.json',
        'data/unsubscribe-key',
        `uploads/${photo!.uuid}/original`,
        `uploads/${photo!.uuid}/300x300.webp`,
        `uploads/${walk.banner!.uuid}/1200x630.jpg`,
      ]),
    );
    expect(
      names.filter(
        (name) =>
          !/^(data\/[a-z-]+\.json|data\/unsubscribe-key|data\/audit\/\d{4}-\d{2}\.jsonl|uploads\/[0-9a-f-]{36}\/[\w.]+)$/.test(
            name,
          ),
      ),
    ).toEqual(['manifest.json']);

    for (const archive of [archiveOf(throughServer), archiveOf(direct)]) {
      const copy = await freshRoot('kopie');
      const verified = await runCli(copy, 'verify', archive);
      expect(verified.stdout).toContain(`${archive} is een volledige back-up van `);
      expect(verified.stdout).toContain('elke controlesom klopt');
      const restored = await runCli(copy, 'restore', archive);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toContain('hersteld');
      expect(restored.stdout).toContain('Een back-up bevat geen aanmeldingen: elke beheerder meldt zich opnieuw aan.');
      expect((await stat(path.join(copy, 'data', 'members.json'))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(copy, 'uploads', photo!.uuid))).mode & 0o777).toBe(0o700);

      const again = await startServer(copy);
      // No session came along: the token of before is refused, and the admin signs in again.
      expect((await callApi(again.url, '/admin/api/me', { token })).status).toBe(401);
      const fresh = ((await loginOver(again.url, email!, password!)).json as { token: string }).token;
      const answersAfter = await Promise.all(reads.map((pathname) => read(again.url, pathname, fresh)));
      expect(answersAfter).toEqual(answers);
      const photosAfter = await Promise.all(media.map((pathname) => bytesOf(again.url, pathname)));
      expect(photosAfter.map((bytes, index) => bytes.equals(photos[index]!))).toEqual(media.map(() => true));
      await stopServer(again);
    }
  }, 180_000);
});

describe('the admin log in a backup', () => {
  it('comes back with a restore, which adds that it was restored', async () => {
    const original = await freshRoot('logboek');
    expect((await runCli(original, 'create-admin', 'voorzitter@example.be', 'wachtwoord-voorzitter')).code).toBe(0);
    const server = await startServer(original);
    const signIn = async (url: string) =>
      ((await loginOver(url, 'voorzitter@example.be', 'wachtwoord-voorzitter')).json as { token: string }).token;
    const token = await signIn(server.url);
    const made = await callApi(server.url, '/admin/api/members', {
      method: 'POST',
      token,
      body: { firstName: 'Logboek', lastName: 'Proef', role: 'MEMBER' },
    });
    expect(made.status).toBe(201);
    const logbook = async (url: string, bearer: string) => {
      const answer = await callApi(url, '/admin/api/audit', { token: bearer });
      expect(answer.status).toBe(200);
      return (answer.json as AuditAnswer).entries.map(({ kind, action, collection, actorName }) => ({
        kind,
        action,
        collection,
        actorName,
      }));
    };
    const before = await logbook(server.url, token);
    expect(before).toEqual([
      { kind: 'wijziging', action: 'aangemaakt', collection: 'members', actorName: 'Beheerder Club' },
      { kind: 'aanmelding', action: 'aangemeld', actorName: 'Beheerder Club' },
    ]);

    // Through the running server: it logs the backup, without an admin, after the archive was made.
    const made2 = await runCli(original, 'backup', path.join(original, 'backups'));
    expect(made2.stderr).toBe('');
    expect((await logbook(server.url, token))[0]).toEqual({
      kind: 'backup',
      action: 'back-up gemaakt via de opdrachtregel',
      actorName: null,
    });
    await stopServer(server);

    const copy = await freshRoot('logboek-kopie');
    const restored = await runCli(copy, 'restore', archiveOf(made2));
    expect(restored.stderr).toBe('');
    const again = await startServer(copy);
    const after = await logbook(again.url, await signIn(again.url));
    const createdAt = JSON.parse(
      (await archiveEntries(await readFile(archiveOf(made2)))).get('manifest.json')!.toString(),
    ).createdAt as string;
    expect(after).toEqual([
      { kind: 'aanmelding', action: 'aangemeld', actorName: 'Beheerder Club' },
      { kind: 'herstel', action: `back-up van ${createdAt} teruggezet`, actorName: null },
      ...before,
    ]);
  }, 120_000);
});

describe('restore refuses what would lose or damage data', () => {
  let club: string;
  let archive: string;

  beforeAll(async () => {
    club = await freshRoot('klein');
    expect((await runCli(club, 'create-admin', 'voorzitter@example.be', 'wachtwoord-voorzitter')).code).toBe(0);
    archive = archiveOf(await runCli(club, 'backup', path.join(club, 'backups')));
  }, 60_000);

  it('refuses a folder that holds data without --force, and with --force moves it aside', async () => {
    const target = await freshRoot('bezet');
    await mkdir(path.join(target, 'data'), { recursive: true });
    await writeFile(path.join(target, 'data', 'members.json'), '{"oud": true}');
    await mkdir(path.join(target, 'uploads', 'oude-foto'), { recursive: true });
    const before = await listing(target);

    const refused = await runCli(target, 'restore', archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${path.join(target, 'data')} is niet leeg`);
    expect(refused.stderr).toContain('--force');
    expect(await listing(target)).toEqual(before);

    const forced = await runCli(target, 'restore', archive, '--force');
    expect(forced.stderr).toBe('');
    const aside = /De vorige inhoud van \S+ staat nu in (\S+)\.$/m.exec(forced.stdout)?.[1];
    expect(aside).toBe(`${path.join(target, 'data')}.voor-herstel-${aside!.split('.voor-herstel-')[1]}`);
    expect(await readFile(path.join(aside!, 'members.json'), 'utf8')).toBe('{"oud": true}');
    expect(forced.stdout).toContain(`${path.join(target, 'uploads')}.voor-herstel-`);
    const members = JSON.parse(await readFile(path.join(target, 'data', 'members.json'), 'utf8')) as {
      records: { email: string }[];
    };
    expect(members.records.map((record) => record.email)).toEqual(['voorzitter@example.be']);
    expect(await readdir(path.join(target, 'uploads'))).toEqual([]);
  }, 60_000);

  it.each([
    ['one byte changed in the member file', 'beschadigd bij data/members.json'],
    ['an entry that climbs out with ../', 'onveilig pad (../ontsnapt.txt)'],
    ['a symbolic link', 'geen gewoon bestand'],
    ['a lock among the data files', 'data/in-use.lock, dat niet in een back-up van deze website hoort'],
    ['a file that is no archive at all', 'is geen back-up van deze website'],
    ['an archive cut off halfway', 'onvolledig'],
    ['a file of the manifest left out', 'onvolledig: data/settings.json'],
    ['an archive from a newer version', 'schemaversie 999'],
  ])(
    'refuses %s with a Dutch message and writes nothing',
    async (kind, message) => {
      const good = await readFile(archive);
      const entries = await archiveEntries(good);
      const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as { schemaVersion: number };
      const damaged: Record<string, () => Promise<Buffer>> = {
        'one byte changed in the member file': async () => withByteChanged(good, 'data/members.json'),
        'an entry that climbs out with ../': () =>
          packArchive([
            { name: 'data/meta.json', content: entries.get('data/meta.json') },
            { name: '../ontsnapt.txt', content: 'buiten de map' },
          ]),
        'a lock among the data files': () =>
          packArchive([
            { name: 'data/meta.json', content: entries.get('data/meta.json') },
            { name: 'data/in-use.lock', content: '' },
          ]),
        'a symbolic link': () => packArchive([{ name: 'data/members.json', type: 'symlink', linkname: '/etc/passwd' }]),
        'a file that is no archive at all': async () => Buffer.from('Dit is een gewoon tekstbestand.\n'),
        'an archive cut off halfway': async () => good.subarray(0, Math.floor(good.length / 2)),
        'a file of the manifest left out': () =>
          packArchive(
            [...entries]
              .filter(([name]) => name !== 'data/settings.json')
              .map(([name, content]) => ({ name, content })),
          ),
        'an archive from a newer version': () =>
          packArchive(
            [...entries].map(([name, content]) => ({
              name,
              content:
                name === 'manifest.json'
                  ? JSON.stringify({ ...manifest, schemaVersion: 999 })
                  : name === 'data/meta.json'
                    ? JSON.stringify({ schemaVersion: 999 })
                    : content,
            })),
          ),
      };
      const target = await freshRoot('doel');
      const file = path.join(target, 'back-up.tar.gz');
      await writeFile(file, await damaged[kind]!());

      const checked = await runCli(target, 'verify', file);
      expect(checked.code).toBe(1);
      expect(checked.stderr).toContain(message);
      const result = await runCli(target, 'restore', file);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Er werd niets hersteld.');
      // Nothing restored, nothing half-written, nothing escaped.
      expect(await listing(path.join(target, 'data'))).toEqual([]);
      expect(await listing(path.join(target, 'uploads'))).toEqual([]);
      expect(await readdir(target)).toEqual(expect.arrayContaining(['back-up.tar.gz']));
      expect(await readdir(target)).not.toContain('ontsnapt.txt');
    },
    60_000,
  );

  it('keeps the newest two of four backups with --keep 2, and leaves other files alone', async () => {
    const folder = path.join(club, 'roteren');
    await mkdir(folder);
    const others = ['houtlandstappers-kopie.tar.gz', 'notities.txt'];
    for (const name of others) await writeFile(path.join(folder, name), 'van de beheerder');
    const made: string[] = [];
    for (let count = 0; count < 4; count += 1) {
      const result = await runCli(club, 'backup', folder, '--keep', '2');
      expect(result.stderr).toBe('');
      made.push(path.basename(archiveOf(result)));
      if (count >= 2) expect(result.stdout).toContain('1 oudere back-up verwijderd; de 2 nieuwste blijven bewaard.');
    }
    expect((await readdir(folder)).sort()).toEqual([...others, ...made.slice(2)].sort());

    const wrong = await runCli(club, 'backup', folder, '--keep', '0');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('--keep is het aantal back-ups dat bewaard blijft');
  }, 60_000);
});
