import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeNewsletter } from '../helpers/factories';
import { putSettings } from '../helpers/settings';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

let server: TestServer | undefined;
let smtp: TestSmtpServer | undefined;

afterEach(async () => {
  await server?.close();
  await smtp?.close();
  server = smtp = undefined;
});

const publicUrl = 'https://club.example';

describe('mails follow the settings without a restart', () => {
  it("sends as the club's name of the moment, and the newsletter's header shows its name, logo and colour", async () => {
    smtp = await startSmtpServer();
    // No MAIL_FROM: the sender is the club's name at no-reply@ the host of PUBLIC_URL.
    server = await startTestServer({
      env: { SMTP_URL: smtp.smtpUrl, CLUB_EMAIL: 'club@example.be', PUBLIC_URL: publicUrl, CLUB_NAME: 'WSV De Kadees' },
    });
    const admin = await createAdmin(server);
    const newsletter = await makeNewsletter(server.store, { title: 'Lentenieuws', intro: '<p>Hallo</p>' });
    const sendTest = async () => {
      const answer = await admin.request(`/admin/api/newsletters/${newsletter.id}/send/test`, {
        method: 'POST',
        body: { email: 'proef@example.be' },
      });
      expect(answer.status).toBe(202);
    };

    await sendTest();
    const [before] = await smtp.waitFor(1);
    expect(before!.parsed.from?.value).toEqual([{ name: 'WSV De Kadees', address: 'no-reply@club.example' }]);
    expect(before!.parsed.html).toContain('WSV De Kadees');
    // No logo yet: no image in the header, the default green behind the name.
    expect(before!.parsed.html).not.toContain('<img');
    expect(before!.parsed.html).toContain('background:#2f6b3a');

    const logo = await makeImage(server.store, server.config.uploadsDir, 'logo.jpg');
    await putSettings(admin, (payload) => {
      payload.club.name = 'Wandelclub "Het Pad" Brugge';
      payload.club.themeColor = '#8a1c1c';
      payload.club.logo = { id: logo.id };
    });

    await sendTest();
    const after = (await smtp.waitFor(2))[1]!;
    expect(after.parsed.from?.value).toEqual([
      { name: 'Wandelclub "Het Pad" Brugge', address: 'no-reply@club.example' },
    ]);
    const html = after.parsed.html || '';
    expect(html).toContain('Wandelclub &quot;Het Pad&quot; Brugge');
    expect(html).not.toContain('WSV De Kadees');
    expect(html).toContain('background:#8a1c1c');
    const logoUrl = `${publicUrl}/media/${logo.uuid}/300x300.jpg`;
    expect(html).toContain(`<img src="${logoUrl}"`);
    expect(after.parsed.text).toContain('Je krijgt deze nieuwsbrief als lid van Wandelclub "Het Pad" Brugge.');
    // The logo's address answers with the image.
    const image = await fetch(server.url + new URL(logoUrl).pathname);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    // A form's confirmation is signed with the new name too.
    const contact = await server.request('/api/mail/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Jozef', email: 'jozef@example.be', text: 'Een vraag.', recaptchaToken: '' }),
    });
    expect(contact.status).toBeLessThan(300);
    const mails = await smtp.waitFor(4);
    const confirmation = mails.slice(2).find((mail) => mail.envelopeTo.includes('jozef@example.be'));
    expect(confirmation?.parsed.subject).toBe('Bedankt voor je bericht aan Wandelclub "Het Pad" Brugge');
    expect(confirmation?.parsed.text).toContain('Met vriendelijke groeten,\nWandelclub "Het Pad" Brugge');
  });
});
