import {
  settingsPayloadSchema,
  settingsTextFields,
  settingsTextKeys,
  type PublicSettings,
  type Settings,
  type SettingsData,
  type SettingsRecord,
} from '../contracts';
import { imageIdFromReference, resolveImage } from '../images/service';
import { cleanRichText, richTextInput } from '../infra/rich-text';
import { serialQueue } from '../infra/serial-queue';
import type { Store } from '../store';
import { parseInput } from '../validation';

/** The payload with every rich text also checked for nesting, then cleaned for storage. */
const settingsInputSchema = settingsPayloadSchema
  .extend({
    texts: settingsPayloadSchema.shape.texts.extend(
      Object.fromEntries(settingsTextKeys.map((key) => [key, richTextInput(settingsTextFields[key])])) as {
        [K in keyof typeof settingsTextFields]: ReturnType<typeof richTextInput>;
      },
    ),
  })
  .transform((input, ctx) => ({
    ...input,
    texts: Object.fromEntries(
      settingsTextKeys.map((key) => [
        key,
        cleanRichText(input.texts[key], settingsTextFields[key], ctx, ['texts', key]),
      ]),
    ) as SettingsData['texts'],
  }));

export type ClubSettings = ReturnType<typeof clubSettings>;

/**
 * The club's one settings record (ARCHITECTURE "Club settings"). Until it is first stored (a store
 * from before the settings, or a test's empty one) the club reads `initial()`; the first admin read
 * or write stores it, so it gets a version like every record.
 */
export function clubSettings(store: Store, initial: () => SettingsData) {
  const oneAtATime = serialQueue();
  let cached: { revision: string; value: PublicSettings } | undefined;

  /** Grows with every change to the settings or the images: the key of copies made from them. */
  const revision = () => `${store.settings.revision}.${store.images.revision}`;
  const stored = (): SettingsRecord | undefined => store.settings.all()[0];
  const data = (): SettingsData => stored() ?? initial();

  const toPublic = (settings: SettingsData): PublicSettings => {
    const { logoImageId, heroImageId, ...club } = settings.club;
    return {
      club: { ...club, logo: resolveImage(store, logoImageId), heroImage: resolveImage(store, heroImageId) },
      texts: settings.texts,
      contact: settings.contact,
      membership: settings.membership,
    };
  };
  // The admin's answer alone carries the retention periods and the sign-in rule: toPublic never names them.
  const toSettings = (record: SettingsRecord): Settings => ({
    ...toPublic(record),
    retention: record.retention,
    security: record.security,
    id: record.id,
    version: record.version,
    updatedAt: record.updatedAt,
  });

  /** The stored record, made from `initial()` first when there is none. */
  const ensure = (): Promise<SettingsRecord> =>
    oneAtATime(async () => stored() ?? (await store.settings.create(initial())));

  return {
    /** The settings as they are now (stored or initial), for the server's own pages, feeds and mails. */
    data,
    /** The club's name as it is now. */
    clubName: () => data().club.name,
    /** Grows with every change to the settings, also across restarts; 0 before the first is stored. */
    version: () => stored()?.version ?? 0,
    revision,
    /** The public part (GET /api/site-config), computed again only after a change. */
    public(): PublicSettings {
      const current = revision();
      if (cached?.revision !== current) cached = { revision: current, value: toPublic(data()) };
      return cached.value;
    },
    /** GET /admin/api/settings. */
    get: async (): Promise<Settings> => toSettings(await ensure()),
    /** The record as the admin sees it, for a conflict's `current`. */
    view: (record: SettingsRecord): Settings => toSettings(record),
    /** PUT /admin/api/settings: the whole record, checked, cleaned, its images resolved. */
    async put(raw: unknown, expectedVersion: number | undefined): Promise<Settings> {
      const { club, retention, security, ...rest } = parseInput(settingsInputSchema, raw);
      const { logo, heroImage, ...clubFields } = club;
      const record = await ensure();
      const next: SettingsData = {
        ...rest,
        // A period the payload leaves out (an older form) keeps its stored value.
        retention: { ...record.retention, ...retention },
        security: { ...record.security, ...security },
        club: {
          ...clubFields,
          logoImageId: imageIdFromReference(store, logo, 'club.logo'),
          heroImageId: imageIdFromReference(store, heroImage, 'club.heroImage'),
        },
      };
      return toSettings(await store.settings.update(record.id, () => next, { expectedVersion }));
    },
    /** Stores these settings (the seed's, or the first-run setup's) over whatever is there. */
    async replace(next: SettingsData): Promise<void> {
      const record = await ensure();
      await store.settings.update(record.id, () => next);
    },
  };
}
