import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { mailQueueTexts } from '../../server/infra/mail';
import { migrations } from '../../server/store/migrations';
import { callApi, loginOver } from '../helpers/process-api';
import { startSmtpServer, type ReceivedMail } from '../helpers/smtp';
import { startServerProcess, stopServerProcess } from '../helpers/server-process';
import { rejectionOf } from '../helpers/rejection';

const fixtures = path.resolve('tests/fixtures/data-dirs');
const currentVersion = migrations.at(-1)!.version;

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-upgrade-start-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The era's data dir as DATA_DIR of a server started on `root` (tests/helpers/server-process.ts). */
async function placeEra(name: string): Promise<string> {
  const dataDir = path.join(root, 'data');
  await cp(path.join(fixtures, name), dataDir, { recursive: true });
  return dataDir;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each data file's bytes; the lock a start takes (and drops) is no data. */
async function dataFiles(dataDir: string): Promise<Record<string, string>> {
  const names = (await readdir(dataDir)).filter((name) => name !== 'in-use.lock');
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(dataDir, name), 'base64')])),
  );
}

describe('a server started on the data of an earlier version', () => {
  it('upgrades the first store at start, says so, and runs the club with it', async () => {
    const dataDir = await placeEra('era-1-first-store');
    const server = await startServerProcess(root, { SEED: 'demo' });
    try {
      expect(server.output()).toMatch(
        new RegExp(
          `De gegevens in ${escaped(dataDir)} zijn bijgewerkt van schemaversie 1 naar ${currentVersion} \\(server [^)]+\\)\\. ` +
            `Een kopie van de bestanden zoals ze waren staat in ${escaped(dataDir)}/upgrades/\\S+-schema-1\\.`,
        ),
      );
      expect(server.output()).toContain('Beheerders: secretariaat@example.be, marc.vandenbussche@example.be');

      // The administrator of that era still signs in, and is an administrator.
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'marc.vandenbussche@example.be', password: 'wandelen-in-het-houtland' }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const members = await fetch(`${server.url}/admin/api/members`, { headers: { Authorization: `Bearer ${token}` } });
      expect(members.status).toBe(200);
      expect(((await members.json()) as unknown[]).length).toBe(6);

      // The settings the era did not have are made at the first start, with the demo club's texts.
      const site = (await (await fetch(`${server.url}/api/site-config`)).json()) as {
        settings: { club: { name: string } };
      };
      expect(site.settings.club.name).toBe('De Houtlandstappers');
      const board = (await (await fetch(`${server.url}/api/members/board`)).json()) as Array<{ firstName: string }>;
      expect(board.map((member) => member.firstName)).toContain('Marc');
    } finally {
      await stopServerProcess(server);
    }

    const again = await startServerProcess(root, { SEED: 'demo' });
    await stopServerProcess(again);
    expect(again.output()).not.toContain('bijgewerkt van schemaversie');
    expect(await readdir(path.join(dataDir, 'upgrades'))).toHaveLength(1);
  }, 60_000);

  it('upgrades signed tokens to sessions: old tokens are refused, waiting promotions mail a link, unsubscribe links work', async () => {
    const dataDir = await placeEra('era-4-signed-tokens');
    const formerKey = Buffer.from((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim(), 'base64');
    const smtp = await startSmtpServer();
    const server = await startServerProcess(root, { SEED: 'demo', SMTP_URL: smtp.smtpUrl });
    try {
      expect(server.output()).toMatch(
        new RegExp(
          `bijgewerkt van schemaversie 4 naar ${currentVersion} .*Beheerders melden zich aan met sessies op de server: ` +
            'wie aangemeld was, meldt zich opnieuw aan\\.',
        ),
      );
      // A token as that era signed it, with its key from the data dir, is no way in any more.
      const now = Math.floor(Date.now() / 1000);
      for (const tv of [1, 2, 3]) {
        const forged = await new SignJWT({ tv })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('3')
          .setIssuedAt(now)
          .setExpirationTime(now + 3600)
          .sign(formerKey);
        expect((await callApi(server.url, '/admin/api/members', { token: forged })).status).toBe(401);
      }
      expect(await readdir(dataDir)).not.toContain('jwt-secret');

      // The promotion that waited for a mail server goes out with a link to choose a password.
      // The other mails that waited go too (the contact message, the newsletter): the promotion is among them.
      let mail: ReceivedMail | undefined;
      for (let count = 1; !mail; count++) {
        mail = (await smtp.waitFor(count)).find((received) =>
          received.envelopeTo.includes('marc.vandenbussche@example.be'),
        );
      }
      expect(mail.parsed.subject).toBe('Je bent beheerder van de website van De Houtlandstappers');
      expect(mail.parsed.text).not.toMatch(/Wachtwoord:/);
      const code = /\/admin\/wachtwoord\?code=([\w-]{43})/.exec(mail.parsed.text ?? '')?.[1];
      expect(code).toBeDefined();
      const chosen = await callApi(server.url, '/api/set-password', {
        method: 'POST',
        body: { code, password: 'marc-kiest-zelf' },
      });
      expect(chosen.status).toBe(200);
      expect((await loginOver(server.url, 'marc.vandenbussche@example.be', 'marc-kiest-zelf')).status).toBe(200);
      // The demo administrator signs in again with the password of that era.
      expect((await loginOver(server.url, 'secretariaat@example.be', 'wandelen-langs-de-mandel')).status).toBe(200);

      // An unsubscribe link mailed before the upgrade still unsubscribes.
      const unsubscribeKey = createHmac('sha256', formerKey).update('unsubscribe-links').digest();
      const token = createHmac('sha256', unsubscribeKey).update('member:6').digest('base64url');
      const valid = await fetch(`${server.url}/api/newsletters/unsubscribe/validate?memberId=6&token=${token}`);
      expect(valid.status).toBe(200);
    } finally {
      await stopServerProcess(server);
      await smtp.close();
    }
  }, 60_000);

  it('upgrades the sessions era: the application the form made an inactive member of waits in Aanvragen', async () => {
    const dataDir = await placeEra('era-5-sessions');
    // A newsletter mail that still waits for the applicant, as a hand-edited or imported queue might hold.
    const mailFile = path.join(dataDir, 'mail.json');
    const mail = JSON.parse(await readFile(mailFile, 'utf8')) as { nextId: number; records: Record<string, unknown>[] };
    const waiting = { ...mail.records.at(-1)!, id: mail.nextId, memberId: 41, status: 'pending', sentAt: null };
    await writeFile(mailFile, JSON.stringify({ nextId: mail.nextId + 1, records: [...mail.records, waiting] }));
    const server = await startServerProcess(root, { SEED: 'demo' });
    try {
      expect(server.output()).toMatch(
        new RegExp(
          `bijgewerkt van schemaversie 5 naar ${currentVersion} .*Lidmaatschapsaanvragen staan voortaan in het beheer ` +
            'bij Aanvragen: niet-actieve leden die uit een aanvraag via de website kwamen en sindsdien niet gewijzigd ' +
            'werden, staan nu daar als nieuwe aanvraag; gewijzigde bleven leden\\.',
        ),
      );
      const login = await loginOver(server.url, 'secretariaat@example.be', 'xiY6EckurCQ2bD8b6fQQ');
      expect(login.status).toBe(200);
      const { token } = login.json as { token: string };
      const members = (await callApi(server.url, '/admin/api/members', { token })).json as Array<{ id: number }>;
      expect(members.map((member) => member.id)).not.toContain(41);
      const applications = await callApi(server.url, '/admin/api/applications', { token });
      expect(applications.json).toEqual([
        expect.objectContaining({ id: 1, firstName: 'Lotte', lastName: 'Vermeersch', status: 'nieuw', matches: [] }),
      ]);

      // Accepted now, she becomes a member under a new id: 41 is never handed out again.
      const accepted = await callApi(server.url, '/admin/api/applications/1/accept', {
        method: 'POST',
        token,
        body: { sendWelcome: false },
      });
      expect(accepted.status).toBe(200);
      expect(accepted.json).toMatchObject({ status: 'aanvaard', memberId: 42 });
      const member = await callApi(server.url, '/admin/api/members/42', { token });
      expect(member.json).toMatchObject({ firstName: 'Lotte', active: true, email: 'lotte.vermeersch@example.be' });
    } finally {
      await stopServerProcess(server);
    }
    // The mail that waited for member 41 is given up quietly: there is nobody to compose it for.
    const after = JSON.parse(await readFile(mailFile, 'utf8')) as { records: Record<string, unknown>[] };
    expect(after.records.find((entry) => entry.id === waiting.id)).toMatchObject({
      status: 'failed',
      lastError: mailQueueTexts.notComposed,
    });
    expect(server.output()).not.toMatch(/Fout|Error/);
  }, 60_000);

  it('upgrades the applications era: every administrator is a beheerder, signs in and may do everything', async () => {
    const dataDir = await placeEra('era-6-applications');
    const server = await startServerProcess(root, { SEED: 'demo' });
    try {
      expect(server.output()).toMatch(
        new RegExp(
          `bijgewerkt van schemaversie 6 naar ${currentVersion} .*Beheerders hebben voortaan een rol: alle ` +
            'bestaande beheerders zijn Beheerder \\(alles toegestaan\\)\\.',
        ),
      );
      const login = await loginOver(server.url, 'secretariaat@example.be', 'zAX5rDp8y4kRrpK6PtzU');
      expect(login.status).toBe(200);
      const { token } = login.json as { token: string };
      expect((await callApi(server.url, '/admin/api/me', { token })).json).toMatchObject({ id: 3, role: 'beheerder' });
      // The beheerder's own routes: the settings, and the administrators with their roles.
      expect((await callApi(server.url, '/admin/api/settings', { token })).status).toBe(200);
      const admins = (await callApi(server.url, '/admin/api/admins', { token })).json as Array<{
        id: number;
        role: string;
      }>;
      expect(admins.map((admin) => [admin.id, admin.role]).sort()).toEqual([
        [1, 'beheerder'],
        [3, 'beheerder'],
      ]);
      // The application of that era still waits in Aanvragen.
      const applications = (await callApi(server.url, '/admin/api/applications', { token })).json as unknown[];
      expect(applications).toEqual([expect.objectContaining({ firstName: 'Lotte', status: 'nieuw' })]);
    } finally {
      await stopServerProcess(server);
    }
    // On disk too: every credential has its role, the demoted one's included.
    const credentials = JSON.parse(await readFile(path.join(dataDir, 'credentials.json'), 'utf8')) as {
      records: Array<{ memberId: number; admin: boolean; role: string }>;
    };
    expect(credentials.records.map((c) => [c.memberId, c.admin, c.role])).toEqual([
      [3, true, 'beheerder'],
      [1, true, 'beheerder'],
      [4, false, 'beheerder'],
    ]);
    expect(server.output()).not.toMatch(/Fout|Error/);
  }, 60_000);

  it('refuses data of a newer version with the Dutch message, and leaves every file as it was', async () => {
    const dataDir = await placeEra('era-3-club-settings');
    await writeFile(path.join(dataDir, 'meta.json'), JSON.stringify({ schemaVersion: 9, appVersion: '3.0.0' }));
    const before = await dataFiles(dataDir);

    const error = await rejectionOf(startServerProcess(root, { SEED: 'demo' }));
    expect(error.message).toMatch(/^server stopped \(1\)/);
    expect(error.message).toContain(
      `De gegevens in ${dataDir} zijn van een nieuwere versie van de server: schemaversie 9, laatst geschreven door versie 3.0.0.`,
    );
    expect(error.message).toContain('Wat nu: installeer opnieuw versie 3.0.0 (of een nieuwere)');
    expect(await dataFiles(dataDir)).toEqual(before);
  }, 60_000);
});
