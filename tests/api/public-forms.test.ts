import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { exactPathRequest } from '../helpers/raw-http';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

let server: TestServer | undefined;
let smtp: TestSmtpServer | undefined;

afterEach(async () => {
  await server?.close();
  await smtp?.close();
  server = smtp = undefined;
});

const publicUrl = 'https://www.club.example';
const clubEmail = 'club@example.be';

async function start() {
  smtp = await startSmtpServer();
  // TRUST_PROXY: the tests below play several visitors, each with their own address.
  server = await startTestServer({
    env: { SMTP_URL: smtp.smtpUrl, CLUB_EMAIL: clubEmail, PUBLIC_URL: publicUrl, TRUST_PROXY: '1' },
  });
  return { server, smtp };
}

/** Nothing more arrives: the queue is idle and a short while later still. */
async function settled(testSmtp: TestSmtpServer, testServer: TestServer): Promise<number> {
  await testServer.services.mail.idle();
  await new Promise((resolve) => setTimeout(resolve, 150));
  await testServer.services.mail.idle();
  return testSmtp.received.length;
}

const spam = 'Koop goedkope horloges op https://spam.example/aanbieding';
const contact = {
  name: spam,
  email: 'slachtoffer@example.be',
  text: `${spam}\nNu met 90% korting!`,
  recaptchaToken: '',
};
const application = {
  firstName: spam,
  lastName: 'Klik hier',
  email: 'slachtoffer@example.be',
  dateOfBirth: '1990-05-17',
  gender: 'x',
  phoneNumber: '+32 900 00 00 00',
  remarks: spam,
  address: { street: spam, houseNumber: '1', city: 'Spamstad', postalCode: '9999', country: 'België' },
  recaptchaToken: '',
};
const forms = [
  { path: '/api/mail/contact', body: contact },
  { path: '/api/members', body: application },
  { path: '/api/login', body: { username: 'iemand@example.be', password: 'geheim-wachtwoord', recaptchaToken: '' } },
  { path: '/api/forgot-password', body: { email: 'iemand@example.be' } },
  {
    path: '/api/setup',
    body: {
      code: 'gok',
      clubName: 'Spamclub',
      firstName: 'S',
      lastName: 'P',
      email: 'x@example.be',
      password: 'wachtwoord',
    },
  },
] as const;

/**
 * A POST with exactly these headers (through node:http: fetch sets Origin and Sec-Fetch-* itself).
 * Answers like server.request does.
 */
async function send(
  testServer: TestServer,
  path: string,
  body: string,
  headers: Record<string, string>,
  ip = '198.51.100.7',
) {
  const answer = await exactPathRequest(testServer.url, path, {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip, ...headers },
    body,
  });
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    json = undefined;
  }
  return { ...answer, json };
}

describe('the public forms', () => {
  it('take JSON only: a form post, plain text or no type gets 415 and nothing is stored or mailed', async () => {
    const { server, smtp } = await start();
    for (const { path, body } of forms) {
      const json = JSON.stringify(body);
      for (const [type, payload] of [
        ['text/plain', json],
        ['text/plain;charset=UTF-8', json],
        ['application/x-www-form-urlencoded', new URLSearchParams({ name: 'x', email: 'x@example.be' }).toString()],
        [
          'multipart/form-data; boundary=grens',
          `--grens\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--grens--\r\n`,
        ],
        ['', json],
      ] as const) {
        const answer = await send(server, path, payload, type === '' ? {} : { 'Content-Type': type });
        expect(answer.status, `${path} ${type}`).toBe(415);
        expect(answer.json, `${path} ${type}`).toEqual({
          message: 'Dit formulier aanvaardt enkel JSON (Content-Type: application/json).',
        });
      }
    }
    expect(server.store.contactMessages.size).toBe(0);
    expect(server.store.applications.size).toBe(0);
    expect(await settled(smtp, server)).toBe(0);
  });

  it('refuse a post from another site (Origin or Sec-Fetch-Site) with 403 before reading it', async () => {
    const { server, smtp } = await start();
    const json = { 'Content-Type': 'application/json' };
    for (const { path, body } of forms) {
      for (const headers of <Record<string, string>[]>[
        { Origin: 'https://spam.example' },
        { Origin: 'null' },
        { Origin: 'https://club.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
        { Origin: publicUrl, 'Sec-Fetch-Site': 'cross-site' },
      ]) {
        const answer = await send(server, path, JSON.stringify(body), { ...json, ...headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.json).toEqual({ message: 'Dit formulier kan enkel vanaf de website zelf verstuurd worden.' });
      }
    }
    expect(server.store.contactMessages.size + server.store.applications.size).toBe(0);
    expect(await settled(smtp, server)).toBe(0);

    // From the site itself: the browser's own headers (PUBLIC_URL, or the address the server was reached on).
    const fromSite = { ...json, Origin: publicUrl, 'Sec-Fetch-Site': 'same-origin' };
    expect((await send(server, '/api/mail/contact', JSON.stringify(contact), fromSite)).status).toBe(201);
    const direct = { ...json, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' };
    expect((await send(server, '/api/members', JSON.stringify(application), direct)).status).toBe(201);
    expect(server.store.contactMessages.size).toBe(1);
    expect(server.store.applications.size).toBe(1);
  });

  it('confirm to the sender without quoting any of their text; the club gets it all', async () => {
    const { server, smtp } = await start();
    const json = { 'Content-Type': 'application/json' };
    expect((await send(server, '/api/mail/contact', JSON.stringify(contact), json)).status).toBe(201);
    expect((await send(server, '/api/members', JSON.stringify(application), json)).status).toBe(201);
    const mails = await smtp.waitFor(4);
    expect(await settled(smtp, server)).toBe(4);

    const today = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(
      new Date(),
    );
    const confirmations = mails.filter((mail) => mail.envelopeTo.includes('slachtoffer@example.be'));
    expect(confirmations).toHaveLength(2);
    for (const mail of confirmations) {
      const all = `${mail.parsed.subject}\n${mail.parsed.text}`;
      for (const typed of ['spam.example', 'horloges', 'Klik hier', 'korting', 'Spamstad', '900 00 00']) {
        expect(all, typed).not.toContain(typed);
      }
      expect(mail.parsed.text).toContain(today);
      expect(mail.parsed.html).toBe(false);
    }
    expect(confirmations.map((mail) => mail.parsed.text).join('\n')).toContain(
      'Bedankt om ons te contacteren! We nemen zo spoedig mogelijk contact met u op.',
    );
    expect(confirmations.map((mail) => mail.parsed.text).join('\n')).toContain(
      'Uw lidmaatschapsaanvraag is verstuurd.',
    );

    const toClub = mails.filter((mail) => mail.envelopeTo.includes(clubEmail));
    expect(toClub).toHaveLength(2);
    for (const mail of toClub) expect(mail.parsed.text).toContain(spam);
  });

  it('send one address at most three confirmations a day, from any number of visitors', async () => {
    const { server, smtp } = await start();
    const json = { 'Content-Type': 'application/json' };
    for (let visitor = 1; visitor <= 5; visitor++) {
      const body = JSON.stringify({
        ...contact,
        email: visitor % 2 ? 'Slachtoffer@Example.be' : 'slachtoffer@example.be',
      });
      expect((await send(server, '/api/mail/contact', body, json, `203.0.113.${visitor}`)).status).toBe(201);
    }
    await settled(smtp, server);
    const received = smtp.received;
    expect(received.filter((mail) => mail.envelopeTo.includes(clubEmail))).toHaveLength(5);
    expect(received.filter((mail) => mail.envelopeTo.some((to) => /slachtoffer@example\.be/i.test(to)))).toHaveLength(
      3,
    );
    expect(server.store.contactMessages.size).toBe(5);
  });
});
