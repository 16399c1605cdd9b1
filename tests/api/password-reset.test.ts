import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { passwordResets } from '../../server/auth/password-reset';
import type { AuditEntry } from '../../server/contracts';
import { createAdmin, login } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember } from '../helpers/factories';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';

/**
 * "Wachtwoord vergeten?" over HTTP, with the mail read from a loopback SMTP server: one answer for every
 * address, a single-use link of one hour to a known administrator only, limits per address and per IP.
 */
const publicUrl = 'https://club.example';
const texts = {
  sent:
    'Als dit adres bij een beheerder hoort, ontvang je binnen enkele minuten een e-mail met een link om een ' +
    'nieuw wachtwoord te kiezen. De link is één uur geldig.',
  done: 'Je wachtwoord is gewijzigd. Meld je aan met je nieuwe wachtwoord.',
  invalid:
    'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link via “Wachtwoord vergeten?” op de aanmeldpagina.',
  tooMany: (wait: string) => `Te veel aanvragen voor een nieuw wachtwoord. Probeer het over ${wait} opnieuw.`,
};

let server: TestServer;
let smtp: TestSmtpServer;
/** The app's clock: a test moves it to let a link expire. */
let clock = new Date('2026-03-02T09:00:00.000Z');
const minute = 60_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    now: () => clock,
    env: { SMTP_URL: smtp.smtpUrl, PUBLIC_URL: publicUrl, TRUST_PROXY: '1', CLUB_NAME: 'De Heuvelstappers' },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let ips = 0;
/** An IP used once, so a per-IP limit counts only what a test sends from one IP on purpose. */
const freshIp = () => `10.0.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;

const forgot = (email: unknown, ip: string) =>
  server.request('/api/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ email }),
  });

// Each from an IP of its own: the wrong-code waits of /api/set-password are not what these tests are about.
const choose = (code: string, password: string) =>
  server.request('/api/set-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
    body: JSON.stringify({ code, password }),
  });

const check = (code: string) =>
  server.request(`/api/set-password?code=${code}`, { headers: { 'X-Forwarded-For': freshIp() } });

/** Every request answered so far has been looked up, and every mail it queued sent. */
async function handled(): Promise<void> {
  await server.services.passwordResets.settled();
  await server.services.mail.idle();
}

/** The mails to `email` received so far. */
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

/** The code of the link in a reset mail. */
function codeOf(mail: ReceivedMail): string {
  const code = new RegExp(`^  ${publicUrl}/admin/wachtwoord\\?code=([\\w-]{43})$`, 'm').exec(mail.parsed.text ?? '');
  if (!code?.[1]) throw new Error(`Geen link in: ${mail.parsed.text ?? ''}`);
  return code[1];
}

/** An admin who forgot their password asks for a link and gets it: answers its code. */
async function resetCode(email: string): Promise<string> {
  const before = mailsTo(email).length;
  expect((await forgot(email, freshIp())).status).toBe(200);
  await handled();
  const mails = mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  return codeOf(mails.at(-1)!);
}

/** The answer without its Date header, which only says when it was sent. */
const comparable = (answer: Awaited<ReturnType<TestServer['request']>>) => ({
  status: answer.status,
  text: answer.text,
  headers: [...answer.headers].filter(([name]) => name !== 'date'),
});

/** Every entry of the admin log so far. */
async function auditEntries(): Promise<AuditEntry[]> {
  const folder = path.join(server.config.dataDir, 'audit');
  const files = (await readdir(folder).catch(() => [] as string[])).sort();
  const lines = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
  return lines.flatMap((text) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AuditEntry),
  );
}

/** Every file under DATA_DIR that holds `text`, by its path there. */
async function filesHolding(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(server.config.dataDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file, 'utf8')).includes(text)) found.push(path.relative(server.config.dataDir, file));
  }
  return found;
}

describe('a known administrator who forgot the password', () => {
  it('gets a mail whose link works once, sets the password, ends every session, and is logged', async () => {
    const admin = await createAdmin(server, {
      email: 'nele@example.be',
      firstName: 'Nele',
      password: 'oud-wachtwoord',
    });
    const otherDevice = await login(server, admin.email, admin.password);

    // Typed as people do: capitals and spaces make no difference.
    const answer = await forgot('  Nele@Example.be ', freshIp());
    expect([answer.status, answer.json, answer.headers.get('cache-control')]).toEqual([
      200,
      { message: texts.sent },
      'no-store',
    ]);
    await handled();
    const [mail] = mailsTo('nele@example.be');
    expect(mail!.parsed.subject).toBe('Nieuw wachtwoord voor de website van De Heuvelstappers');
    const text = mail!.parsed.text ?? '';
    expect(text).toContain('Dag Nele,');
    expect(text).toContain('Ze werkt één keer en is één uur geldig:');
    expect(text).toContain(`Daarna meld je je aan op ${publicUrl}/admin/login met je e-mailadres (nele@example.be)`);
    expect(text).toContain('Heb je dit niet gevraagd? Dan hoef je niets te doen');
    expect(text).toContain('De Heuvelstappers');
    const code = codeOf(mail!);

    // Stored as a digest, for one hour, as a reset's.
    expect(server.store.passwordLinks.filter((link) => link.memberId === admin.memberId)).toEqual([
      expect.objectContaining({
        purpose: 'reset',
        codeHash: createHash('sha256').update(code).digest('hex'),
        createdAt: clock.toISOString(),
        expiresAt: new Date(clock.getTime() + 60 * minute).toISOString(),
      }),
    ]);

    const checked = await check(code);
    expect([checked.status, checked.json]).toEqual([
      200,
      { firstName: 'Nele', email: 'nele@example.be', purpose: 'reset' },
    ]);
    const short = await choose(code, 'kort');
    expect(short.status).toBe(400);

    // The password is set, and the link signs no one in: the answer holds no token.
    const chosen = await choose(code, 'nieuw-wachtwoord');
    expect([chosen.status, chosen.json, chosen.headers.get('cache-control')]).toEqual([
      200,
      { message: texts.done },
      'no-store',
    ]);
    for (const token of [admin.token, otherDevice]) {
      const me = await server.request('/admin/api/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(401);
    }
    expect(server.store.sessions.filter((session) => session.memberId === admin.memberId)).toEqual([]);
    expect(await login(server, 'nele@example.be', 'nieuw-wachtwoord')).toEqual(expect.any(String));
    await expect(login(server, 'nele@example.be', 'oud-wachtwoord')).rejects.toThrow(/401/);

    // Used once: the link is gone, and a second use changes nothing.
    expect(server.store.passwordLinks.filter((link) => link.memberId === admin.memberId)).toEqual([]);
    const again = await choose(code, 'iemand-anders-nu');
    expect([again.status, again.json]).toEqual([404, { message: texts.invalid }]);
    expect((await check(code)).status).toBe(404);
    await expect(login(server, 'nele@example.be', 'iemand-anders-nu')).rejects.toThrow(/401/);

    // The log names the admin and what happened, never the address or the code.
    const entries = (await auditEntries()).filter((entry) => entry.actorId === admin.memberId);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'wachtwoord', action: 'wachtwoord vergeten gevraagd' }),
        expect.objectContaining({ kind: 'wachtwoord', action: 'wachtwoord opnieuw ingesteld via e-mail' }),
      ]),
    );
    expect(JSON.stringify(await auditEntries())).not.toMatch(new RegExp(`nele@example\\.be|${code}`, 'i'));
  });

  it('keeps the code nowhere in DATA_DIR but as its digest, and not even that once it is used', async () => {
    await createAdmin(server, { email: 'joris@example.be' });
    const code = await resetCode('joris@example.be');
    const digest = createHash('sha256').update(code).digest('hex');
    expect(await filesHolding(code)).toEqual([]);
    expect(await filesHolding(digest)).toEqual(['password-links.json']);
    // The queue kept no message for it: it was made when it went out.
    const entries = server.store.mail.filter((entry) => entry.kind === 'password-reset');
    expect(entries.every((entry) => entry.message === null)).toBe(true);

    expect((await choose(code, 'joris-zijn-nieuwe')).status).toBe(200);
    expect(await filesHolding(code)).toEqual([]);
    expect(await filesHolding(digest)).toEqual([]);
  });

  it('refuses the link after one hour, and a wrong code, and a link that a newer one replaced', async () => {
    const admin = await createAdmin(server, { email: 'mira@example.be', password: 'mira-haar-eigen' });
    const first = await resetCode('mira@example.be');
    const second = await resetCode('mira@example.be');
    expect([(await choose(first, 'een-nieuw-wachtwoord')).status]).toEqual([404]);

    for (const wrong of [`${second.slice(0, -1)}${second.endsWith('A') ? 'B' : 'A'}`, 'x'.repeat(43), '']) {
      const refused = await choose(wrong, 'een-nieuw-wachtwoord');
      expect([refused.status, refused.json]).toEqual([404, { message: texts.invalid }]);
    }

    const start = clock;
    try {
      clock = new Date(start.getTime() + 59 * minute);
      expect((await check(second)).status).toBe(200);
      clock = new Date(start.getTime() + 60 * minute);
      expect((await check(second)).status).toBe(404);
      const late = await choose(second, 'een-nieuw-wachtwoord');
      expect([late.status, late.json]).toEqual([404, { message: texts.invalid }]);
    } finally {
      clock = start;
    }
    // Nothing was set, and nothing ended: the admin's session and password are as they were.
    expect((await admin.request('/admin/api/me')).status).toBe(200);
    expect(await login(server, admin.email, 'mira-haar-eigen')).toEqual(expect.any(String));
  });
});

describe('an address that is no administrator', () => {
  it('gets the same answer as a known one, and no mail', async () => {
    await createAdmin(server, { email: 'bekend@example.be' });
    // Only administrators count: a member with an address of their own gets nothing either.
    await makeMember(server.store, { email: 'gewoon-lid@example.be' });
    const mailsBefore = smtp.received.length;
    const queuedBefore = server.store.mail.size;
    const requestsLogged = async () =>
      (await auditEntries()).filter((entry) => entry.action === 'wachtwoord vergeten gevraagd').length;
    const logBefore = await requestsLogged();

    const known = await forgot('bekend@example.be', freshIp());
    const unknown = await forgot('niemand@example.be', freshIp());
    const member = await forgot('gewoon-lid@example.be', freshIp());
    expect(comparable(unknown)).toEqual(comparable(known));
    expect(comparable(member)).toEqual(comparable(known));
    expect(known.json).toEqual({ message: texts.sent });

    await handled();
    expect(smtp.received.slice(mailsBefore).map((mail) => mail.envelopeTo)).toEqual([['bekend@example.be']]);
    expect(server.store.mail.size).toBe(queuedBefore + 1);
    expect(await requestsLogged()).toBe(logBefore + 1);
  });

  it('cannot be told apart by timing: the answer comes before the address is looked up', async () => {
    // Held: a known admin's mail is not queued until released, so an answer that waited for it never comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue = server.services.mail;
    const enqueue = queue.enqueue.bind(queue);
    queue.enqueue = async (input) => {
      await held;
      return enqueue(input);
    };
    try {
      await createAdmin(server, { email: 'wacht@example.be' });
      const known = await forgot('wacht@example.be', freshIp());
      const unknown = await forgot('onbekend@example.be', freshIp());
      expect(comparable(unknown)).toEqual(comparable(known));
      expect(
        server.store.mail.filter((entry) => entry.kind === 'password-reset' && entry.status === 'pending'),
      ).toEqual([]);
    } finally {
      queue.enqueue = enqueue;
      release();
    }
    await handled();
    expect(mailsTo('wacht@example.be')).toHaveLength(1);

    // By construction: the answer is made without reading the store at all (a store that throws on any
    // read still gets it); the look-up comes only with afterAnswer, and its failure is logged without the address.
    const logged: unknown[][] = [];
    const log = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => logged.push(args) };
    const noStore = new Proxy({} as TestServer['store'], {
      get: () => {
        throw new Error('gelezen vóór het antwoord: stille@example.be');
      },
    });
    const resets = passwordResets({ store: noStore, log, mail: server.services.mail, audit: server.services.audit });
    const { answer, afterAnswer } = await resets.request({ email: 'stille@example.be' }, '203.0.113.9');
    expect(answer).toEqual({ message: texts.sent });
    expect(logged).toEqual([]);
    afterAnswer();
    await resets.settled();
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('stille@example.be');
  });
});

describe('the limits', () => {
  it('take 3 requests an hour for one address, from any IP; a refusal is the same for a known address', async () => {
    await createAdmin(server, { email: 'veel@example.be' });
    for (let request = 1; request <= 3; request++) {
      expect((await forgot('veel@example.be', freshIp())).status).toBe(200);
      expect((await forgot('nergens@example.be', freshIp())).status).toBe(200);
    }
    const known = await forgot('veel@example.be', freshIp());
    const unknown = await forgot('nergens@example.be', freshIp());
    expect([known.status, known.json, known.headers.get('retry-after')]).toEqual([
      429,
      { message: texts.tooMany('5 minuten') },
      '300',
    ]);
    expect(comparable(unknown)).toEqual(comparable(known));
    await handled();
    expect(mailsTo('veel@example.be')).toHaveLength(3);
  });

  it('take 10 requests an hour from one IP, whatever the addresses', async () => {
    await createAdmin(server, { email: 'laatste@example.be' });
    const ip = freshIp();
    for (let request = 1; request <= 10; request++) {
      expect((await forgot(`iemand-${request}@example.be`, ip)).status).toBe(200);
    }
    const refused = await forgot('laatste@example.be', ip);
    expect([refused.status, refused.json, refused.headers.get('retry-after')]).toEqual([
      429,
      { message: texts.tooMany('1 minuut') },
      '60',
    ]);
    await handled();
    expect(mailsTo('laatste@example.be')).toEqual([]);
    // The address itself was not counted: from elsewhere it still gets its link.
    expect((await forgot('laatste@example.be', freshIp())).status).toBe(200);
  });

  it('refuses what is no address, with a Dutch message at the field, before counting it', async () => {
    const ip = freshIp();
    for (const [email, message] of [
      ['', 'Vul je e-mailadres in.'],
      [undefined, 'Vul je e-mailadres in.'],
      ['geen-adres', 'Dit is geen correct e-mailadres.'],
      [`${'a'.repeat(250)}@example.be`, expect.stringMatching(/254/)],
      [['a@example.be'], 'Vul je e-mailadres in.'],
    ] as const) {
      const answer = await forgot(email, ip);
      expect([answer.status, (answer.json as { errors?: unknown }).errors], String(email)).toEqual([
        400,
        { email: message },
      ]);
    }
    expect((await forgot('nog-altijd@example.be', ip)).status).toBe(200);
  });
});

describe('a promotion link, beside the resets', () => {
  it('is replaced by a reset link, which setting a password another way ends too', async () => {
    const admin = await createAdmin(server, { email: 'voorzitter@example.be' });
    const member = await makeMember(server.store, { firstName: 'Bert', email: 'bert@example.be' });
    const promoted = await admin.request(`/admin/api/members/${member.id}/promote-admin`, { method: 'POST' });
    expect(promoted.status).toBe(200);
    await handled();
    const promotion = codeOf(mailsTo('bert@example.be')[0]!);
    expect((await check(promotion)).json).toMatchObject({ purpose: 'promotion' });

    const reset = await resetCode('bert@example.be');
    expect((await check(promotion)).status).toBe(404);
    await setPassword(server.store, member.id, 'tijdelijk-wachtwoord');
    // Setting a password another way ends the reset's link too.
    expect((await check(reset)).status).toBe(404);
  });
});
