import type { Settings, SettingsPayload } from '../../server/contracts';
import type { AdminSession } from './admin';

/** The admin's view of the settings as the PUT that would store them unchanged: images by their id. */
export function payloadOf(settings: Settings): SettingsPayload {
  const { id: _id, version: _version, updatedAt: _updatedAt, club, ...rest } = settings;
  const { logo, heroImage, ...clubFields } = club;
  return {
    ...rest,
    club: { ...clubFields, logo: logo ? { id: logo.id } : null, heroImage: heroImage ? { id: heroImage.id } : null },
  };
}

/** GET /admin/api/settings, parsed, with the version its ETag names. */
export async function readSettings(admin: AdminSession): Promise<Settings> {
  const answer = await admin.request('/admin/api/settings');
  if (answer.status !== 200) throw new Error(`Instellingen lezen mislukt: ${answer.status} ${answer.text}`);
  return answer.json as Settings;
}

/** Reads the settings, lets `change` edit the payload, and stores it with If-Match; answers the PUT's answer. */
export async function changeSettings(admin: AdminSession, change: (payload: SettingsPayload) => void) {
  const current = await readSettings(admin);
  const payload = payloadOf(current);
  change(payload);
  return admin.request('/admin/api/settings', {
    method: 'PUT',
    headers: { 'If-Match': `"${current.version}"` },
    body: payload,
  });
}

/** As changeSettings, and throws unless the PUT was stored. */
export async function putSettings(admin: AdminSession, change: (payload: SettingsPayload) => void): Promise<Settings> {
  const answer = await changeSettings(admin, change);
  if (answer.status !== 200) throw new Error(`Instellingen opslaan mislukt: ${answer.status} ${answer.text}`);
  return answer.json as Settings;
}
