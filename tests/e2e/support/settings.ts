import type { Settings } from '../../../server/contracts/settings';
import type { SiteConfig } from '../../../server/contracts/site-config';
import { adminHeaders } from './club';
import { removeImagesSince } from './offline-records';
import { storedImageUuids } from './offline';
import { test, type APIRequestContext } from './test';

/** GET /admin/api/settings over the API, as the e2e admin. */
export async function getSettings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get('/admin/api/settings', { headers: await adminHeaders(request) });
  if (!response.ok()) throw new Error(`settings: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Settings;
}

/** The public settings every visitor's page gets (GET /api/site-config). */
export async function siteSettings(request: APIRequestContext): Promise<SiteConfig['settings']> {
  const response = await request.get('/api/site-config');
  if (!response.ok()) throw new Error(`site-config: ${response.status()}`);
  return ((await response.json()) as SiteConfig).settings;
}

/** PUT /admin/api/settings over the API: `change` applied to the settings as they are now. */
export async function putSettings(
  request: APIRequestContext,
  change: (
    current: Settings,
  ) => Pick<Settings, 'club' | 'texts' | 'contact' | 'membership'> & Partial<Pick<Settings, 'retention'>>,
): Promise<Settings> {
  const current = await getSettings(request);
  const { club, texts, contact, membership, retention } = change(current);
  const response = await request.put('/admin/api/settings', {
    headers: { ...(await adminHeaders(request)), 'If-Match': `"${current.version}"` },
    data: { club, texts, contact, membership, ...(retention ? { retention } : {}) },
  });
  if (!response.ok()) throw new Error(`settings put: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Settings;
}

/**
 * The club's settings as they were before the spec, put back after it (with the images it
 * uploaded removed), so the specs after it in the same worker see the demo club as seeded.
 * Call at the top of a spec file.
 */
export function restoreSettingsAfterAll(): void {
  let before: Settings | undefined;
  let imagesBefore: string[] = [];
  test.beforeAll(async ({ request, club }) => {
    before = await getSettings(request);
    imagesBefore = storedImageUuids(club);
  });
  test.afterAll(async ({ request, club }) => {
    if (!before) return;
    const { club: clubSettings, texts, contact, membership, retention } = before;
    await putSettings(request, () => ({ club: clubSettings, texts, contact, membership, retention }));
    await removeImagesSince(request, club, imagesBefore);
  });
}
