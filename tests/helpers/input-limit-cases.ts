import { listFields, settingsTextFields, textFields, type ListField, type TextField } from '../../server/contracts';
import { neutralSettings } from '../../server/settings/defaults';

/** One write of the API with a body it accepts; each limited field is a dotted path into that body. */
export type LimitedWrite = {
  name: string;
  method: string;
  path: string;
  admin: boolean;
  body: Record<string, unknown>;
  /** Headers the write needs besides JSON's, e.g. the If-Match the settings require. */
  headers?: Record<string, string>;
  texts: Record<string, TextField>;
  lists?: Record<string, ListField>;
};

/** A text of exactly `length` characters that the field takes when it is not too long. */
export function textOfLength(key: string, length: number): string {
  const last = key.split('.').at(-1) ?? key;
  if (last === 'email') return `${'a'.repeat(60)}@${'b'.repeat(length - 64)}.be`;
  if (last === 'startDateTime') return '2026-05-10T08:00'.padEnd(length, '0');
  if (last === 'endTime') return '12:00'.padEnd(length, '0');
  if (['facebook', 'instagram', 'strava', 'website'].includes(last))
    return `https://example.be/${'a'.repeat(length - 19)}`;
  return 'x'.repeat(length);
}

/** The body with the value at the dotted path (a copy). */
export function withValue(body: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = key.split('.');
  let target: Record<string, unknown> = copy;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  target[parts.at(-1)!] = value;
  return copy;
}

const address = { street: 'Kerkstraat', houseNumber: '3', city: 'Aartrijke', postalCode: '8211', country: 'België' };
const addressFields = (prefix: string) => ({
  [`${prefix}.street`]: textFields.street,
  [`${prefix}.houseNumber`]: textFields.houseNumber,
  [`${prefix}.busNumber`]: textFields.busNumber,
  [`${prefix}.city`]: textFields.city,
  [`${prefix}.postalCode`]: textFields.postalCode,
  [`${prefix}.country`]: textFields.country,
});

/** The settings' PUT body for a new club: as GET answers them, images as none. */
function settingsBody(): Record<string, unknown> {
  const { club, ...rest } = neutralSettings('Wandelclub');
  const { logoImageId: _logo, heroImageId: _hero, ...clubFields } = club;
  return { ...rest, club: { ...clubFields, logo: null, heroImage: null } };
}

/** Every write with limited fields; `ids` are records the admin writes may change. */
export function limitedWrites(ids: { member: number; newsletter: number }): LimitedWrite[] {
  return [
    {
      name: 'the contact form',
      method: 'POST',
      path: '/api/mail/contact',
      admin: false,
      body: { name: 'Jan', email: 'jan@example.be', text: 'Hallo', recaptchaToken: '' },
      texts: {
        name: textFields.contactName,
        email: textFields.email,
        text: textFields.contactText,
        recaptchaToken: textFields.recaptchaToken,
      },
    },
    {
      name: 'the membership application',
      method: 'POST',
      path: '/api/members',
      admin: false,
      body: {
        firstName: 'An',
        lastName: 'Claes',
        email: 'an@example.be',
        dateOfBirth: '1980-02-03',
        address: { ...address, busNumber: '' },
        phoneNumber: '',
        remarks: '',
        recaptchaToken: '',
      },
      texts: {
        firstName: textFields.firstName,
        lastName: textFields.lastName,
        email: textFields.email,
        phoneNumber: textFields.phoneNumber,
        remarks: textFields.remarks,
        recaptchaToken: textFields.recaptchaToken,
        ...addressFields('address'),
      },
    },
    ...(['POST /admin/api/members', `PUT /admin/api/members/${ids.member}`] as const).map((route) => ({
      name: `the member admin (${route.split(' ')[0]})`,
      method: route.split(' ')[0]!,
      path: route.split(' ')[1]!,
      admin: true,
      body: { firstName: 'Piet', lastName: 'Maes', email: 'piet@example.be', address: { ...address, busNumber: null } },
      texts: {
        firstName: textFields.firstName,
        lastName: textFields.lastName,
        email: textFields.email,
        phoneNumber: textFields.phoneNumber,
        comments: textFields.comments,
        boardTitle: textFields.boardTitle,
        euraudaxTitle: textFields.euraudaxTitle,
        clubportaal: textFields.clubportaal,
        ...addressFields('address'),
      },
    })),
    {
      name: 'the walk admin',
      method: 'POST',
      path: '/admin/api/events/walking',
      admin: true,
      body: { name: 'Lentetocht', startDateTime: '2026-05-10T08:00', endTime: '', location: { ...address } },
      texts: {
        name: textFields.walkName,
        intro: textFields.intro,
        description: textFields.description,
        report: textFields.report,
        distances: textFields.distances,
        startDateTime: textFields.startDateTime,
        endTime: textFields.endTime,
        ...addressFields('location'),
      },
      lists: { photobook: listFields.photobook },
    },
    {
      name: 'the info page admin',
      method: 'POST',
      path: '/admin/api/website-pages',
      admin: true,
      body: { title: 'Over ons', link: 'over-ons', metaDescription: '', contentHtml: '<p>Hallo</p>' },
      texts: {
        title: textFields.title,
        link: textFields.link,
        metaDescription: textFields.metaDescription,
        contentHtml: textFields.contentHtml,
      },
      lists: { photobook: listFields.photobook },
    },
    {
      name: 'the newsletter admin',
      method: 'POST',
      path: '/admin/api/newsletters',
      admin: true,
      body: { title: 'Lente', intro: '', outro: '', blocks: [{ text: '<p>Blok</p>' }] },
      texts: {
        title: textFields.title,
        intro: textFields.intro,
        outro: textFields.outro,
        'blocks.0.text': textFields.blockText,
      },
      lists: { blocks: listFields.blocks },
    },
    {
      // IBAN and BIC have a fixed form, so no text of their maximum length is one; their limit is still checked first.
      name: 'the club settings',
      method: 'PUT',
      path: '/admin/api/settings',
      admin: true,
      body: settingsBody(),
      // Whatever version the writes before left: these cases are about the fields.
      headers: { 'If-Match': '*' },
      texts: {
        'club.name': textFields.clubName,
        'club.shortName': textFields.shortName,
        'club.tagline': textFields.tagline,
        'club.foundingMembers': textFields.statValue,
        'club.volunteers': textFields.statValue,
        ...Object.fromEntries(Object.entries(settingsTextFields).map(([key, field]) => [`texts.${key}`, field])),
        'contact.address': textFields.contactAddress,
        'contact.email': textFields.email,
        'contact.phone': textFields.phoneNumber,
        'contact.facebook': textFields.socialLink,
        'contact.instagram': textFields.socialLink,
        'contact.strava': textFields.socialLink,
        'contact.website': textFields.socialLink,
        'membership.accountHolder': textFields.accountHolder,
      },
    },
    {
      name: 'the test newsletter',
      method: 'POST',
      path: `/admin/api/newsletters/${ids.newsletter}/send/test`,
      admin: true,
      body: { email: 'test@example.be' },
      texts: { email: textFields.email },
    },
  ];
}
