import { createHmac } from 'node:crypto';
import { chmod, cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets } from '../../server/auth/secret';
import { openStore, storeCollections } from '../../server/store';
import { collectionNames } from '../../server/store/collections';
import { migrations, type Migration } from '../../server/store/migrations';
import { formerSecretFileName, unsubscribeKeyFileName } from '../../server/store/secret-file';
import { copiedBesideJson, upgradesFolderName } from '../../server/store/upgrade-copy';
import { rejectionOf } from '../helpers/rejection';

const fixtures = path.resolve('tests/fixtures/data-dirs');
const packageVersion = (JSON.parse(await readFile('package.json', 'utf8')) as { version: string }).version;
const currentVersion = migrations.at(-1)!.version;
const now = () => new Date('2026-12-01T10:20:30.456Z');

/** Each era's data dir and the file modes its server wrote (tests/fixtures/data-dirs/README.md). */
const eras = [
  { name: 'era-1-first-store', schema: 1, folderMode: 0o755, privateFiles: ['credentials.json'] },
  {
    name: 'era-2-mail-queue',
    schema: 2,
    folderMode: 0o755,
    privateFiles: ['credentials.json', 'mail.json', 'contact-messages.json', 'idempotency.json', 'jwt-secret'],
  },
  { name: 'era-3-club-settings', schema: 3, folderMode: 0o700, privateFiles: 'all' as const },
  { name: 'era-4-signed-tokens', schema: 4, folderMode: 0o700, privateFiles: 'all' as const },
  { name: 'era-5-sessions', schema: 5, folderMode: 0o700, privateFiles: 'all' as const },
  { name: 'era-6-applications', schema: 6, folderMode: 0o700, privateFiles: 'all' as const },
];
const sessionsNotice =
  'Beheerders melden zich aan met sessies op de server: wie aangemeld was, meldt zich opnieuw aan.';
const applicationsNotice =
  'Lidmaatschapsaanvragen staan voortaan in het beheer bij Aanvragen: niet-actieve leden die uit een aanvraag ' +
  'via de website kwamen en sindsdien niet gewijzigd werden, staan nu daar als nieuwe aanvraag; gewijzigde bleven leden.';
const rolesNotice = 'Beheerders hebben voortaan een rol: alle bestaande beheerders zijn Beheerder (alles toegestaan).';
/** What the upgrade line says after the copy, for data of this schema version. */
const noticesFrom = (schema: number) =>
  [...(schema < 5 ? [sessionsNotice] : []), ...(schema < 6 ? [applicationsNotice] : []), rolesNotice].join(' ');
/**
 * From era 2 to era 5, the fixture's membership form made member 41 of an application; nobody changed it
 * since. From era 6 on, the form made an application.
 */
const applicantId = 41;
type Era = (typeof eras)[number];
const hasApplicant = (era: Era) => era.schema >= 2 && era.schema < 6;

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'club-upgrades-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The era's data dir copied to a temp folder with its era's modes; answers the folder and each file's bytes. */
async function placeEra(era: Era): Promise<{ dataDir: string; original: Map<string, Buffer> }> {
  const dataDir = path.join(root, era.name);
  await cp(path.join(fixtures, era.name), dataDir, { recursive: true });
  await rm(path.join(dataDir, 'README.md'), { force: true });
  const original = new Map<string, Buffer>();
  for (const name of await readdir(dataDir)) {
    original.set(name, await readFile(path.join(dataDir, name)));
    const secret = era.privateFiles === 'all' || era.privateFiles.includes(name);
    await chmod(path.join(dataDir, name), secret ? 0o600 : 0o644);
  }
  await chmod(dataDir, era.folderMode);
  return { dataDir, original };
}

async function readJson<T = { nextId: number; records: Array<Record<string, unknown>> }>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** Every file and folder under `folder` with its mode and content, to tell whether anything changed. */
async function picture(folder: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const mode = (await modeOf(file)).toString(8);
    result[path.relative(folder, file)] = entry.isFile() ? `${mode} ${await readFile(file, 'base64')}` : mode;
  }
  return result;
}

describe.each(eras)('a data dir of $name', (era) => {
  it('is brought to the current schema at open, after a private copy of the files as found', async () => {
    const { dataDir, original } = await placeEra(era);
    const counts = new Map<string, { nextId: number; records: number }>();
    for (const name of original.keys()) {
      if (!name.endsWith('.json') || name === 'meta.json') continue;
      const file = await readJson(path.join(dataDir, name));
      // The one record that goes on purpose: a kept answer that carried a token (schema 5).
      const kept = file.records.filter(
        (record) => !(name === 'idempotency.json' && JSON.stringify(record.body).includes('"token"')),
      );
      counts.set(name.slice(0, -5), { nextId: file.nextId, records: kept.length });
    }
    // The other record that moves on purpose: the applicant, from the members to the applications (schema 6).
    const moved = hasApplicant(era) ? 1 : 0;
    counts.get('members')!.records -= moved;
    const applications = counts.get('applications') ?? { nextId: 1, records: 0 };
    counts.set('applications', { nextId: applications.nextId + moved, records: applications.records + moved });

    const store = await openStore(dataDir, { now });

    // What the start prints: from which version to which, and where the copy is.
    const copy = path.join(dataDir, upgradesFolderName, `2026-12-01T10-20-30Z-schema-${era.schema}`);
    expect(store.upgrade).toEqual({
      from: era.schema,
      to: currentVersion,
      copy,
      message: `De gegevens in ${dataDir} zijn bijgewerkt van schemaversie ${era.schema} naar ${currentVersion} (server ${packageVersion}). Een kopie van de bestanden zoals ze waren staat in ${copy}. ${noticesFrom(era.schema)}`,
    });
    expect(store.schemaVersion()).toBe(currentVersion);
    expect(await readJson(path.join(dataDir, 'meta.json'))).toEqual({
      schemaVersion: currentVersion,
      appVersion: packageVersion,
    });

    // The copy: every file as found, byte for byte, for the server's user alone.
    expect((await readdir(copy)).sort()).toEqual([...original.keys()].sort());
    for (const [name, bytes] of original) {
      expect(await readFile(path.join(copy, name)), name).toEqual(bytes);
      expect(await modeOf(path.join(copy, name)), name).toBe(0o600);
    }
    expect(await modeOf(copy)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, upgradesFolderName))).toBe(0o700);

    // Nothing lost: every record and every id counter is still there.
    for (const [name, count] of counts) {
      const collection = storeCollections(store).find((c) => c.name === name);
      expect(collection?.size, name).toBe(count.records);
      expect((await readJson(path.join(dataDir, `${name}.json`))).nextId, name).toBe(count.nextId);
    }
    // Every collection of today has its file, and every file is private.
    for (const name of collectionNames) expect(await modeOf(path.join(dataDir, `${name}.json`)), name).toBe(0o600);
    for (const name of await readdir(dataDir)) {
      if (name !== upgradesFolderName) expect(await modeOf(path.join(dataDir, name)), name).toBe(0o600);
    }
    expect(await modeOf(dataDir)).toBe(0o700);
  });

  it('has the records in their current shape on disk', async () => {
    const { dataDir, original } = await placeEra(era);
    const before = await readJson(path.join(dataDir, 'credentials.json'));
    const store = await openStore(dataDir, { now });

    // Every credential says whether it is an administrator's; before schema 2 every one was.
    const credentials = await readJson(path.join(dataDir, 'credentials.json'));
    expect(credentials.records.map((c) => c.memberId)).toEqual(before.records.map((c) => c.memberId));
    for (const credential of credentials.records) expect(typeof credential.admin).toBe('boolean');
    const demoted = era.schema >= 2 ? [4] : [];
    for (const credential of credentials.records) {
      expect(credential.admin, `member ${String(credential.memberId)}`).toBe(
        !demoted.includes(credential.memberId as number),
      );
    }
    // Every administrator of before is a beheerder, and so is every former one: a role is never missing.
    for (const credential of credentials.records) expect(credential.role).toBe('beheerder');
    // A migration changes the shape, not the record: versions and times stay as they were.
    expect(credentials.records.map((c) => [c.id, c.version, c.updatedAt, c.passwordHash])).toEqual(
      before.records.map((c) => [c.id, c.version, c.updatedAt, c.passwordHash]),
    );

    // The queues and the settings exist; the settings' record comes from the first server start
    // (it depends on SEED and CLUB_NAME), unless the era had one already.
    const since = { mail: 2, 'newsletter-jobs': 2, 'contact-messages': 2, idempotency: 2, settings: 3 };
    for (const [name, version] of Object.entries(since)) {
      const file = await readJson(path.join(dataDir, `${name}.json`));
      expect(file.records.length > 0, name).toBe(era.schema >= version);
      expect(original.has(`${name}.json`), name).toBe(era.schema >= version);
    }
    expect(store.settings.size).toBe(era.schema >= 3 ? 1 : 0);

    // Sign-ins are sessions now: none from before, no token versions, no key that signed tokens. The
    // sessions era's own sessions and links stay.
    for (const name of ['sessions', 'password-links']) {
      const records = (await readJson(path.join(dataDir, `${name}.json`))).records;
      expect(records.length > 0, name).toBe(era.schema >= 5);
    }
    for (const credential of credentials.records) expect(credential).not.toHaveProperty('tokenVersion');

    // Roles were upper case in every era, and stay so.
    expect(store.members.all().map((m) => m.role)).toEqual(
      (await readJson(path.join(fixtures, era.name, 'members.json'))).records
        .filter((m) => m.id !== applicantId)
        .map((m) => m.role),
    );
    expect(store.members.get(1)).toMatchObject({ firstName: 'Marc', role: 'BOARDMEMBER' });
  });

  it('migrates once: a second open runs no step, makes no copy and writes nothing', async () => {
    const { dataDir } = await placeEra(era);
    await openStore(dataDir, { now });
    const after = await picture(dataDir);

    const ran: number[] = [];
    const watched: Migration[] = migrations.map((m) => ({
      ...m,
      up: (files) => {
        ran.push(m.version);
        return m.up(files);
      },
    }));
    const again = await openStore(dataDir, { now, migrations: watched });
    expect(again.upgrade).toBeUndefined();
    expect(ran).toEqual([]);
    expect(await picture(dataDir)).toEqual(after);
    expect(await readdir(path.join(dataDir, upgradesFolderName))).toHaveLength(1);
  });
});

describe('upgrades', () => {
  it('refuses data of a newer schema version in Dutch, naming both versions, and leaves it untouched', async () => {
    const { dataDir } = await placeEra(eras[2]!);
    await writeFile(path.join(dataDir, 'meta.json'), JSON.stringify({ schemaVersion: 8, appVersion: '2.3.0' }));
    await chmod(path.join(dataDir, 'members.json'), 0o644);
    const before = await picture(dataDir);

    const opening = openStore(dataDir, { now, appVersion: '1.0.0' });
    await expect(opening).rejects.toThrow(
      `De gegevens in ${dataDir} zijn van een nieuwere versie van de server: schemaversie 8, laatst geschreven door ` +
        `versie 2.3.0. Deze server (versie 1.0.0) kent hoogstens schemaversie ${currentVersion} en start niet, ` +
        'zodat hij niets aan die gegevens beschadigt.\nWat nu: installeer opnieuw versie 2.3.0 (of een nieuwere); ' +
        'of zet een back-up terug die met deze versie gemaakt werd.',
    );
    // Not a file, not a mode: even the loose members.json stays loose.
    expect(await picture(dataDir)).toEqual(before);
  });

  it('names the copy to go back to when a newer server upgraded this data', async () => {
    const { dataDir } = await placeEra(eras[0]!);
    await openStore(dataDir, { now });
    // What a newer server's upgrade from this version leaves: its copy and a newer meta.json.
    const newerCopy = path.join(dataDir, upgradesFolderName, `2027-03-01T08-00-00Z-schema-${currentVersion}`);
    await mkdir(newerCopy);
    await mkdir(path.join(dataDir, upgradesFolderName, `2027-04-01T08-00-00Z-schema-${currentVersion + 1}`));
    await writeFile(path.join(dataDir, 'meta.json'), JSON.stringify({ schemaVersion: currentVersion + 2 }));

    const error = await rejectionOf(openStore(dataDir, { now }));
    expect(error.message).toContain(`schemaversie ${currentVersion + 2}. Deze server (versie ${packageVersion})`);
    expect(error.message).toContain('installeer opnieuw de versie die ze schreef (of een nieuwere)');
    expect(error.message).toContain(
      `stop de server en zet de kopie van vóór de upgrade terug (de bestanden uit ${newerCopy} naar ${dataDir})`,
    );
  });

  it('stops on a failing step with a Dutch message naming the copy, and changes no file', async () => {
    const { dataDir } = await placeEra(eras[0]!);
    const before = await picture(dataDir);
    const failing: Migration[] = [
      ...migrations,
      {
        version: currentVersion + 1,
        description: 'kapot',
        up: () => {
          throw new Error('stap kon niet verder');
        },
      },
    ];
    const error = await rejectionOf(openStore(dataDir, { now, migrations: failing }));
    const copy = path.join(dataDir, upgradesFolderName, '2026-12-01T10-20-30Z-schema-1');
    expect(error.message).toBe(
      `De upgrade van de gegevens in ${dataDir} van schemaversie 1 naar ${currentVersion + 1} is mislukt: ` +
        `stap kon niet verder\nEr werd niets gewijzigd; de bestanden zoals ze waren staan ook in ${copy}. ` +
        'Start de vorige versie van de server opnieuw, of los het genoemde probleem op en start deze versie opnieuw.',
    );
    // Only the modes were closed and the copy added: every data file has its bytes, meta.json included.
    const after = await picture(dataDir);
    for (const [name, entry] of Object.entries(before))
      expect(after[name]?.split(' ')[1], name).toBe(entry.split(' ')[1]);
    expect(
      Object.keys(after)
        .filter((name) => !name.startsWith(upgradesFolderName))
        .sort(),
    ).toEqual(Object.keys(before).sort());
    // Started again with working steps, the upgrade goes through from the files as they were.
    const store = await openStore(dataDir, { now });
    expect(store.upgrade?.from).toBe(1);
  });

  it("checks the result against today's schemas before it writes anything", async () => {
    const { dataDir } = await placeEra(eras[1]!);
    const events = await readJson(path.join(dataDir, 'events.json'));
    events.records[0]!.startDateTime = 'volgende zondag';
    await writeFile(path.join(dataDir, 'events.json'), JSON.stringify(events));
    const credentials = await readFile(path.join(dataDir, 'credentials.json'));

    await expect(openStore(dataDir, { now })).rejects.toThrow(
      new RegExp(
        `van schemaversie 2 naar ${currentVersion} is mislukt: Ongeldig record 1 in .*events\\.json[\\s\\S]*Er werd niets gewijzigd`,
      ),
    );
    expect(await readFile(path.join(dataDir, 'credentials.json'))).toEqual(credentials);
    expect(await readJson(path.join(dataDir, 'meta.json'))).toEqual({ schemaVersion: 1 });
    expect(await readdir(dataDir)).not.toContain('settings.json');
  });

  it('tells the era from the files when meta.json is missing', async () => {
    const { dataDir, original } = await placeEra(eras[1]!);
    await rm(path.join(dataDir, 'meta.json'));
    const store = await openStore(dataDir, { now });
    expect(store.upgrade?.from).toBe(2);
    expect((await readdir(store.upgrade!.copy)).sort()).toEqual(
      [...original.keys()].filter((n) => n !== 'meta.json').sort(),
    );
    expect(store.members.size).toBe(6);
    expect(store.applications.size).toBe(1);
  });

  it('takes an era-1 folder that an era-2 server opened without writing a password as era 1', async () => {
    // The era-2 server made the queue files at its start, but left credentials.json as era 1 wrote it.
    const { dataDir } = await placeEra(eras[0]!);
    for (const name of ['mail', 'newsletter-jobs', 'contact-messages', 'idempotency']) {
      await writeFile(path.join(dataDir, `${name}.json`), JSON.stringify({ nextId: 1, records: [] }));
    }
    const store = await openStore(dataDir, { now });
    expect(store.upgrade?.from).toBe(1);
    const credentials = await readJson(path.join(dataDir, 'credentials.json'));
    expect(credentials.records.map((c) => c.admin)).toEqual([true, true]);
  });

  it('starts a new data dir at the current version, with no copy', async () => {
    const dataDir = path.join(root, 'nieuw');
    // A JSON file that is no collection (a note left by someone) makes no club of it.
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'notities.json'), '{"wachtwoord van de zaal": "in de kast"}');
    const store = await openStore(dataDir, { now });
    expect(store.upgrade).toBeUndefined();
    expect(store.schemaVersion()).toBe(currentVersion);
    expect(await readJson(path.join(dataDir, 'meta.json'))).toEqual({
      schemaVersion: currentVersion,
      appVersion: packageVersion,
    });
    expect(await readdir(dataDir)).not.toContain(upgradesFolderName);
  });

  it('records the version of the server that last opened the data, keeping what it does not know', async () => {
    const dataDir = path.join(root, 'versies');
    await openStore(dataDir, { now, appVersion: '1.0.0' });
    const meta = await readJson<Record<string, unknown>>(path.join(dataDir, 'meta.json'));
    await writeFile(path.join(dataDir, 'meta.json'), JSON.stringify({ ...meta, note: 'van later' }));

    const store = await openStore(dataDir, { now, appVersion: '1.1.0' });
    expect(store.upgrade).toBeUndefined();
    expect(await readJson(path.join(dataDir, 'meta.json'))).toEqual({
      schemaVersion: currentVersion,
      appVersion: '1.1.0',
      note: 'van later',
    });
    expect(await readdir(dataDir)).not.toContain(upgradesFolderName);
  });

  it('refuses an unreadable meta.json in Dutch instead of guessing its version', async () => {
    const dataDir = path.join(root, 'kapot');
    await openStore(dataDir, { now });
    await writeFile(path.join(dataDir, 'meta.json'), '{"schemaVersion": "vier"}');
    await expect(openStore(dataDir, { now })).rejects.toThrow(
      `${path.join(dataDir, 'meta.json')} is ongeldig (verwacht: { "schemaVersion": een geheel getal, "appVersion": "…" }). ` +
        'Dat bestand zegt in welke schemaversie de gegevens staan; zet het terug uit een back-up.',
    );
  });

  it('stops in Dutch on a collection file that is no collection, before copying or changing anything', async () => {
    const { dataDir } = await placeEra(eras[0]!);
    await writeFile(path.join(dataDir, 'pages.json'), '{"nextId": 5, "records": [');
    await expect(openStore(dataDir, { now })).rejects.toThrow(
      `${path.join(dataDir, 'pages.json')} is geen geldig gegevensbestand (geen geldige JSON). ` +
        'Zet het terug uit een back-up of uit een kopie in de map upgrades.',
    );
    expect(await readdir(dataDir)).not.toContain(upgradesFolderName);
  });

  it('copies the data files and the former token key, not the lock, the control socket, the outbox or temp files', async () => {
    const { dataDir, original } = await placeEra(eras[1]!);
    for (const folder of ['in-use.lock', 'control', 'outbox']) await mkdir(path.join(dataDir, folder));
    await writeFile(path.join(dataDir, 'outbox', 'bericht.eml'), 'Subject: hallo');
    await writeFile(path.join(dataDir, 'members.json.4242.1.tmp'), '{"half');
    const store = await openStore(dataDir, { now });
    expect((await readdir(store.upgrade!.copy)).sort()).toEqual([...original.keys()].sort());
    expect(await readdir(store.upgrade!.copy)).toContain(formerSecretFileName);
  });

  it('copies the unsubscribe key under the name the server gives it', async () => {
    const dataDir = path.join(root, 'sleutel');
    await mkdir(dataDir);
    loadSecrets({ jwtSecret: undefined, dataDir });
    expect(await readdir(dataDir)).toEqual([unsubscribeKeyFileName]);
    expect(copiedBesideJson).toContain(unsubscribeKeyFileName);
  });
});

describe('the upgrade to sessions (schema 5)', () => {
  it('keeps no token, password or set-password code: the waiting promotion mail will carry a fresh link', async () => {
    const era = eras[3]!;
    const { dataDir, original } = await placeEra(era);
    expect(original.get('mail.json')!.toString()).toContain('Wachtwoord:');
    expect(original.get('idempotency.json')!.toString()).toContain('"token"');
    const store = await openStore(dataDir, { now });

    const promotions = store.mail.filter((entry) => entry.kind === 'admin-password');
    // Member 1 is an administrator, member 4 was demoted since: each mail waits for its member's link.
    expect(promotions.map((entry) => [entry.status, entry.memberId, entry.message])).toEqual([
      ['pending', 1, null],
      ['pending', 4, null],
    ]);
    const mail = await readFile(path.join(dataDir, 'mail.json'), 'utf8');
    expect(mail).not.toMatch(/Wachtwoord/);
    const idempotency = await readFile(path.join(dataDir, 'idempotency.json'), 'utf8');
    expect(idempotency).not.toMatch(/token|eyJ/);
    expect(store.idempotency.all().map((entry) => entry.path)).toEqual([
      '/admin/api/members/1/promote-admin',
      '/admin/api/members/4/promote-admin',
      '/admin/api/members/4/demote-admin',
      '/admin/api/newsletters/3/send',
    ]);
  });

  it('keeps unsubscribe links working: the unsubscribe key is the one derived from the former key, which goes', async () => {
    const { dataDir, original } = await placeEra(eras[3]!);
    const former = Buffer.from(original.get(formerSecretFileName)!.toString().trim(), 'base64');
    const derived = createHmac('sha256', former).update('unsubscribe-links').digest();
    const secrets = loadSecrets({ jwtSecret: undefined, dataDir });
    expect(secrets.unsubscribe).toEqual(derived);
    expect(await readdir(dataDir)).not.toContain(formerSecretFileName);
    expect(Buffer.from((await readFile(path.join(dataDir, unsubscribeKeyFileName), 'utf8')).trim(), 'base64')).toEqual(
      derived,
    );
    expect(await modeOf(path.join(dataDir, unsubscribeKeyFileName))).toBe(0o600);
    // And the next start reads the same key.
    expect(loadSecrets({ jwtSecret: undefined, dataDir }).unsubscribe).toEqual(derived);
  });
});

describe.each(eras.filter(hasApplicant))('the upgrade to applications (schema 6) of $name', (era) => {
  /** The era's data dir with its applicant (member 41) changed as `change` says, before the upgrade. */
  async function placeWithApplicant(change: (applicant: Record<string, unknown>) => void = () => {}) {
    const placed = await placeEra(era);
    const file = path.join(placed.dataDir, 'members.json');
    const members = await readJson(file);
    const applicant = members.records.find((member) => member.id === applicantId)!;
    change(applicant);
    await writeFile(file, JSON.stringify(members));
    return { ...placed, members, applicant };
  }

  it('makes the inactive member an application made an application again, received that day', async () => {
    const { dataDir, members, applicant } = await placeWithApplicant();
    expect(applicant).toMatchObject({ active: false, version: 1 });
    const [firstLine, ...remarks] = String(applicant.comments).split('\n');
    expect(firstLine).toMatch(/^Aanvraag via de website op \d{4}-\d{2}-\d{2}\.$/);

    const store = await openStore(dataDir, { now });
    expect(store.members.get(applicantId)).toBeUndefined();
    // Nothing is handed out twice: the next member still gets an id after the applicant's.
    expect((await readJson(path.join(dataDir, 'members.json'))).nextId).toBe(members.nextId);
    const [application, ...others] = store.applications.all();
    expect(others).toEqual([]);
    expect(application).toEqual({
      id: 1,
      version: 1,
      updatedAt: applicant.updatedAt,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      dateOfBirth: applicant.dateOfBirth,
      email: applicant.email,
      phoneNumber: applicant.phoneNumber,
      gender: applicant.gender,
      address: applicant.address,
      remarks: remarks.join('\n'),
      // The member was written when the form came in: that moment, on the day the comment names.
      receivedAt: applicant.updatedAt,
      status: 'nieuw',
      handledAt: null,
      handledBy: null,
      memberId: null,
      refusalReason: null,
    });
    expect(application!.receivedAt.slice(0, 10)).toBe(firstLine!.slice(-11, -1));
  });

  it('keeps as a member an applicant an administrator changed, activated or made an administrator', async () => {
    const changes: Array<[string, (applicant: Record<string, unknown>) => void]> = [
      ['changed', (applicant) => Object.assign(applicant, { version: 2, phoneNumber: '050 12 34 56' })],
      ['activated', (applicant) => Object.assign(applicant, { active: true })],
      ['other comments', (applicant) => Object.assign(applicant, { comments: 'Kent de voorzitter.' })],
    ];
    for (const [what, change] of changes) {
      const { dataDir } = await placeWithApplicant(change);
      const store = await openStore(dataDir, { now });
      expect(store.members.get(applicantId), what).toBeDefined();
      expect(store.applications.size, what).toBe(0);
      await rm(dataDir, { recursive: true });
    }

    const { dataDir } = await placeWithApplicant();
    const credentials = await readJson(path.join(dataDir, 'credentials.json'));
    credentials.records.push({ ...credentials.records[0]!, id: credentials.nextId, memberId: applicantId });
    credentials.nextId += 1;
    await writeFile(path.join(dataDir, 'credentials.json'), JSON.stringify(credentials));
    const store = await openStore(dataDir, { now });
    expect(store.members.get(applicantId)).toBeDefined();
    expect(store.applications.size).toBe(0);
  });

  it('numbers the applications after those the data has already, with no remarks when there were none', async () => {
    const { dataDir, applicant } = await placeWithApplicant((member) => {
      member.comments = String(member.comments).split('\n')[0];
    });
    const kept = {
      firstName: 'Els',
      lastName: 'Dewulf',
      receivedAt: '2026-11-20T09:00:00.000Z',
      status: 'geweigerd',
      handledAt: '2026-11-21T09:00:00.000Z',
    };
    const stamp = { version: 2, updatedAt: '2026-11-21T09:00:00.000Z' };
    await writeFile(
      path.join(dataDir, 'applications.json'),
      JSON.stringify({ nextId: 4, records: [{ ...kept, id: 3, ...stamp }] }),
    );
    const store = await openStore(dataDir, { now });
    expect(store.applications.all().map((a) => [a.id, a.firstName, a.status, a.remarks])).toEqual([
      [3, 'Els', 'geweigerd', null],
      [4, applicant.firstName, 'nieuw', null],
    ]);
    expect((await readJson(path.join(dataDir, 'applications.json'))).nextId).toBe(5);
  });
});
