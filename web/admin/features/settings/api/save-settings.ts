import type { Image } from '../../../../../server/contracts/image';
import type { Settings } from '../../../../../server/contracts/settings';
import { uploadImages } from '../../../lib/upload-images';
import { mutate } from '../../../outbox/mutate';
import { singleRecord } from '../../../outbox/record';
import type { CheckedSettings, SettingsFormValues } from '../settings-form-values';
import { settingsUrl } from './get-settings';

/** A newly chosen file is uploaded first (offline: kept as a stand-in the replay uploads before the save). */
async function imageOf(image: Image | null, file: File | null): Promise<Image | null> {
  if (!file) return image;
  const [uploaded] = await uploadImages([file]);
  return uploaded ?? image;
}

/**
 * PUT /admin/api/settings: the whole record with the loaded version as If-Match, so settings saved
 * by another admin meanwhile answer 409 instead of being overwritten. Through mutate(), like every
 * admin write: offline it waits in the outbox and `queued` says so; the answer is then the record
 * as it will be.
 */
export async function saveSettings(
  checked: CheckedSettings,
  values: Pick<SettingsFormValues, 'logo' | 'logoFile' | 'heroImage' | 'heroFile'>,
  loaded: Settings,
): Promise<{ settings: Settings; queued: boolean }> {
  const logo = await imageOf(values.logo, values.logoFile);
  const heroImage = await imageOf(values.heroImage, values.heroFile);
  const club = { ...checked.club, logo, heroImage };
  let queued = false;
  const settings = await mutate<Settings>({
    method: 'PUT',
    url: settingsUrl,
    record: singleRecord(settingsUrl),
    body: { ...checked, club },
    version: loaded.version,
    whenQueued: () => {
      queued = true;
      const retention = { ...loaded.retention, ...checked.retention };
      return { ...loaded, ...checked, club, retention, security: { ...loaded.security, ...checked.security } };
    },
  });
  return { settings, queued };
}
