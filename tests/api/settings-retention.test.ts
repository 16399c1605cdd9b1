import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminRoleTexts, retentionTexts, type Settings } from '../../server/contracts';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { createAdminAs } from '../helpers/admin-roles';
import { startTestServer, type TestServer } from '../helpers/api-server';
import type { ErrorAnswer } from '../helpers/answers';
import { changeSettings, payloadOf, putSettings, readSettings } from '../helpers/settings';

let server: TestServer;
afterEach(() => server?.close());

const shell =
  '<!doctype html><html lang="nl"><head><title>Club</title></head><body><div id="root"></div></body></html>';

async function start(): Promise<AdminSession> {
  server = await startTestServer({ env: { CLUB_NAME: 'WSV De Kadees' } });
  await mkdir(server.config.distDir, { recursive: true });
  await writeFile(path.join(server.config.distDir, 'index.html'), shell);
  return createAdmin(server);
}

const privateWords = /retention|applicationMonths|messageMonths/;

describe("the retention periods in the settings ('Bewaartermijnen')", () => {
  it('are read and changed by the admin; a save that leaves them out keeps them', async () => {
    const admin = await start();
    expect((await readSettings(admin)).retention).toEqual({ applicationMonths: 12, messageMonths: 12 });

    const changed = await putSettings(admin, (payload) => {
      payload.retention = { applicationMonths: 24, messageMonths: 6 };
    });
    expect(changed.retention).toEqual({ applicationMonths: 24, messageMonths: 6 });
    expect((await readSettings(admin)).retention).toEqual({ applicationMonths: 24, messageMonths: 6 });

    // A form from before the periods (or one queued offline before them) sends none: they stay.
    const older = await putSettings(admin, (payload) => {
      delete payload.retention;
      payload.club.tagline = 'Stappen in het Houtland';
    });
    expect(older).toMatchObject({ retention: { applicationMonths: 24, messageMonths: 6 }, club: { tagline: 'Stappen in het Houtland' } }); // prettier-ignore

    // One period alone changes that one.
    const one = await putSettings(admin, (payload) => {
      payload.retention = { messageMonths: 3 };
    });
    expect(one.retention).toEqual({ applicationMonths: 24, messageMonths: 3 });
  });

  it("are read by the secretariat at GET /admin/api/retention, the settings being a beheerder's", async () => {
    const admin = await start();
    await putSettings(admin, (payload) => {
      payload.retention = { applicationMonths: 18, messageMonths: 4 };
    });
    const secretary = await createAdminAs(server, 'secretariaat');
    const read = await secretary.request('/admin/api/retention');
    expect([read.status, read.json]).toEqual([200, { applicationMonths: 18, messageMonths: 4 }]);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect((await secretary.request('/admin/api/settings')).json).toEqual({ message: adminRoleTexts.forbidden });
    const editor = await createAdminAs(server, 'redactie');
    expect((await editor.request('/admin/api/retention')).status).toBe(403);
  });

  it("refuses a period that is no whole number of months from 1 to 120 with the contract's Dutch message, and stores nothing", async () => {
    const admin = await start();
    const before: Settings = await readSettings(admin);
    for (const months of [0, 121, 6.5, -1, '6', null, 'zes']) {
      const answer = await changeSettings(admin, (payload) => {
        payload.retention = { applicationMonths: 12, messageMonths: months as number };
      });
      expect(answer.status, String(months)).toBe(400);
      expect((answer.json as ErrorAnswer).errors).toEqual({ 'retention.messageMonths': retentionTexts.badMonths });
    }
    const bad = await changeSettings(admin, (payload) => {
      payload.retention = 12 as never;
    });
    expect(bad.status).toBe(400);
    expect(await readSettings(admin)).toEqual(before);
  });

  it('never reach the public config, nor the config a served page carries', async () => {
    const admin = await start();
    await putSettings(admin, (payload) => {
      payload.retention = { applicationMonths: 36, messageMonths: 9 };
    });
    const config = await server.request('/api/site-config');
    expect(config.status).toBe(200);
    expect(config.text).not.toMatch(privateWords);
    const page = await server.request('/contact');
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="site-config"');
    expect(page.text).not.toMatch(privateWords);
    // The admin's own read has them, and a 409 answers them to the admin only.
    const stale = await admin.request('/admin/api/settings', {
      method: 'PUT',
      headers: { 'If-Match': '"1"' },
      body: payloadOf(await readSettings(admin)),
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { retention: { applicationMonths: 36, messageMonths: 9 } } });
  });
});
