/** A record as found in a data file, before any schema has looked at it. */
export type RawRecord = Record<string, unknown>;

/** A collection's file as found on disk: `{ nextId, records }`. */
export type RawCollection = { nextId?: number; records: RawRecord[] };

/**
 * The data files of DATA_DIR by collection name (`members` for members.json), as plain JSON. A step
 * changes them in memory; the upgrade writes what changed once every step has run and the result
 * passes today's schemas (server/store/upgrade.ts).
 */
export type DataFiles = Map<string, RawCollection>;

export type Migration = {
  /** The schema version this step brings the data to. */
  version: number;
  description: string;
  /**
   * Data written before meta.json named its shape says schemaVersion 1 whatever its era (docs/decisions/
   * 019-upgrades.md): whether such files have this version's shape already. The era is the last of the
   * steps in a row that answer yes; a step without it is never taken as done.
   */
  foundIn?: (files: DataFiles) => boolean;
  /** What the operator must know after this step, in Dutch: said in the start's upgrade line. */
  notice?: string;
  /**
   * Brings the files from the previous version's shape to this one. Works on the files alone, never
   * through today's schemas (they will change again), and changes only what is still in the old shape,
   * so running it on files it has already brought is harmless.
   */
  up: (files: DataFiles) => void | Promise<void>;
};

const emptyCollection = (): RawCollection => ({ nextId: 1, records: [] });

/** Added with the mail queue (schema 2): what an older data dir lacks. */
const queueCollections = ['mail', 'newsletter-jobs', 'contact-messages', 'idempotency'];

/** Added with sessions on the server (schema 5). */
const signInCollections = ['sessions', 'password-links'];

const isObject = (value: unknown): value is RawRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Before sessions, a promotion mailed a generated password, kept in the queue until the mail went out.
 * A waiting one now waits for the member's set-password link, made when it goes (server/auth); one
 * whose member cannot be found goes. A mail that was sent or failed keeps no message.
 */
function withoutMailedPasswords(files: DataFiles): void {
  const mail = files.get('mail');
  if (!mail) return;
  const memberIds = new Map<string, unknown>();
  for (const member of files.get('members')?.records ?? []) {
    if (typeof member.email === 'string') memberIds.set(member.email.trim().toLowerCase(), member.id);
  }
  mail.records = mail.records.flatMap((entry) => {
    if (entry.kind !== 'admin-password' || !isObject(entry.message)) return [entry];
    if (entry.status !== 'pending') return [{ ...entry, message: null }];
    const to = typeof entry.message.to === 'string' ? entry.message.to.trim().toLowerCase() : '';
    const memberId = memberIds.get(to);
    return memberId === undefined ? [] : [{ ...entry, message: null, memberId }];
  });
}

/** The first line of a member that an earlier version made of a membership application. */
const applicationComment = /^Aanvraag via de website op (\d{4}-\d{2}-\d{2})\.(?:\n([\s\S]*))?$/;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/**
 * Before applications had their own collection, the membership form made an inactive member whose
 * comments began "Aanvraag via de website op YYYY-MM-DD.". Such a member that nobody changed since
 * (version 1) and that cannot sign in becomes a new application again, received that day, with the rest
 * of the comments as its remarks; one an administrator changed is a member now, and stays one. A mail
 * entry that names a moved member's id is left as it is: ids are never handed out again, and the queue
 * sends nothing to a member it cannot find.
 */
function applicationsFromMembers(files: DataFiles): void {
  if (!files.has('applications')) files.set('applications', emptyCollection());
  const applications = files.get('applications')!;
  const members = files.get('members');
  if (!members) return;
  const signsIn = new Set((files.get('credentials')?.records ?? []).map((credential) => credential.memberId));
  const moved: RawRecord[] = [];
  members.records = members.records.filter((member) => {
    const found = typeof member.comments === 'string' ? applicationComment.exec(member.comments) : null;
    if (!found || member.active !== false || member.version !== 1 || signsIn.has(member.id)) return true;
    const [, day, rest] = found;
    const created = typeof member.updatedAt === 'string' && isoTime.test(member.updatedAt) ? member.updatedAt : '';
    moved.push({
      firstName: member.firstName,
      lastName: member.lastName,
      dateOfBirth: member.dateOfBirth ?? null,
      email: member.email ?? null,
      phoneNumber: member.phoneNumber ?? null,
      gender: member.gender ?? 'x',
      address: member.address ?? null,
      remarks: rest?.trim() || null,
      // The member was written when the application came in: its time, when it is of that day.
      receivedAt: created.startsWith(`${day}T`) ? created : `${day}T00:00:00.000Z`,
      status: 'nieuw',
      handledAt: null,
      handledBy: null,
      memberId: null,
      refusalReason: null,
      version: 1,
      updatedAt: created || `${day}T00:00:00.000Z`,
    });
    return false;
  });
  const taken = applications.records.map((record) => (typeof record.id === 'number' ? record.id : 0));
  let nextId = Math.max(applications.nextId ?? 1, ...taken.map((id) => id + 1));
  for (const application of moved) applications.records.push({ ...application, id: nextId++ });
  applications.nextId = nextId;
}

/**
 * One step per change to the stored shape, in order. A step runs once, at start, when the data's
 * schema version is below its own; add new steps at the end. docs/decisions/019-upgrades.md has the
 * eras these numbers name.
 */
export const migrations: Migration[] = [
  {
    version: 1,
    description: "Eerste schema: leden, wandelingen, pagina's, nieuwsbrieven, afbeeldingen en wachtwoorden.",
    up: () => {},
  },
  {
    version: 2,
    description:
      'Mailwachtrij, nieuwsbriefverzendingen, contactberichten en idempotentiesleutels; ' +
      'elk wachtwoord zegt of het van een beheerder is.',
    foundIn: (files) =>
      queueCollections.every((name) => files.has(name)) &&
      (files.get('credentials')?.records ?? []).every((credential) => Object.hasOwn(credential, 'admin')),
    up: (files) => {
      for (const name of queueCollections) if (!files.has(name)) files.set(name, emptyCollection());
      // Before, whoever had a password was an administrator: demoting one removed the password.
      for (const credential of files.get('credentials')?.records ?? []) {
        if (!Object.hasOwn(credential, 'admin')) credential.admin = true;
      }
    },
  },
  {
    version: 3,
    description: 'Clubinstellingen (naam, teksten, contact, lidmaatschap) in een eigen collectie.',
    foundIn: (files) => files.has('settings'),
    // The record itself is made by the first start that reads it (server/settings): the demo club's texts
    // or a new club's, which depends on SEED and CLUB_NAME, not on the data.
    up: (files) => {
      if (!files.has('settings')) files.set('settings', emptyCollection());
    },
  },
  {
    version: 4,
    description:
      'meta.json noemt de schemaversie die bij de vorm van de gegevens hoort, en de versie van de server die ze laatst schreef.',
    up: () => {},
  },
  {
    version: 5,
    description:
      'Beheerders melden zich aan met sessies op de server; een promotie mailt een link om een wachtwoord te kiezen. ' +
      'Geen token, wachtwoord of link meer in de bewaarde antwoorden en de mailwachtrij.',
    notice: 'Beheerders melden zich aan met sessies op de server: wie aangemeld was, meldt zich opnieuw aan.',
    foundIn: (files) => signInCollections.every((name) => files.has(name)),
    up: (files) => {
      for (const name of signInCollections) if (!files.has(name)) files.set(name, emptyCollection());
      // Token versions revoked signed tokens; sessions end by being removed.
      for (const credential of files.get('credentials')?.records ?? []) delete credential.tokenVersion;
      // A password change answered a fresh token, kept for a replay: such an answer goes.
      const idempotency = files.get('idempotency');
      if (idempotency) {
        idempotency.records = idempotency.records.filter(
          (entry) => !(isObject(entry.body) && Object.hasOwn(entry.body, 'token')),
        );
      }
      withoutMailedPasswords(files);
    },
  },
  {
    version: 6,
    description:
      'Lidmaatschapsaanvragen in een eigen collectie (applications), met hun status; ' +
      'niet-actieve leden die uit een aanvraag kwamen en nooit gewijzigd werden, worden weer aanvragen.',
    notice:
      'Lidmaatschapsaanvragen staan voortaan in het beheer bij Aanvragen: niet-actieve leden die uit een aanvraag ' +
      'via de website kwamen en sindsdien niet gewijzigd werden, staan nu daar als nieuwe aanvraag; ' +
      'gewijzigde bleven leden.',
    up: applicationsFromMembers,
  },
  {
    version: 7,
    description:
      'Elke beheerder heeft een rol (Beheerder, Secretariaat, Penningmeester of Redactie); ' +
      'wie al beheerder was, wordt Beheerder.',
    notice: 'Beheerders hebben voortaan een rol: alle bestaande beheerders zijn Beheerder (alles toegestaan).',
    up: (files) => {
      for (const credential of files.get('credentials')?.records ?? []) {
        if (typeof credential.role !== 'string') credential.role = 'beheerder';
      }
    },
  },
];
