import fc from 'fast-check';
import { neutralSettings } from '../../server/settings/defaults';
import type { Route } from './fuzz-target';
import { partSpec, renderMultipart, renderRequest, type HeaderSpec, type PartSpec } from './fuzz-requests';
import { bodySpec, renderBody, type BodySpec } from './fuzz-values';

const { logoImageId: _logo, heroImageId: _hero, ...settingsClub } = neutralSettings('Wandelclub').club;

const address = { street: 'Kerkstraat', houseNumber: '3', city: 'Aartrijke', postalCode: '8211', country: 'België' };

/** A body each write takes, for the fuzzing to change a little; a route not listed starts from {}. */
const bases: Record<string, Record<string, unknown>> = {
  'POST /api/mail/contact': { name: 'Jan', email: 'jan@example.be', text: 'Hallo', recaptchaToken: '' },
  'POST /api/members': {
    firstName: 'An',
    lastName: 'Claes',
    email: 'an@example.be',
    dateOfBirth: '1980-02-03',
    phoneNumber: '',
    remarks: '',
    address,
  },
  'POST /api/login': { username: 'beheer1@example.be', password: 'niet-het-wachtwoord', recaptchaToken: '' },
  // No administrator's address: an answered request then writes nothing, not even after its answer.
  'POST /api/forgot-password': { email: 'niemand@example.be' },
  'POST /api/setup': {
    code: 'geen-code',
    clubName: 'Club',
    firstName: 'Mie',
    lastName: 'Peeters',
    email: 'mie@example.be',
    password: 'een-wachtwoord',
  },
  'POST /admin/api/members': { firstName: 'Piet', lastName: 'Maes', email: 'piet@example.be', address },
  'PUT /admin/api/members/:id': { firstName: 'Piet', lastName: 'Maes', address },
  // Forgetting reads no body (the If-Match names the version): whatever is sent must not matter.
  'POST /admin/api/members/:id/forget': {},
  'POST /admin/api/applications/:id/accept': { sendWelcome: false },
  'POST /admin/api/applications/:id/refuse': { reason: 'Dit jaar nemen we geen leden meer op.', sendMail: false },
  'POST /admin/api/members/bulk': { action: 'deactivate', selection: { ids: [2] } },
  'POST /admin/api/members/bulk/excel': { selection: { filter: { role: 'MEMBER', active: 'true' } } },
  'POST /admin/api/members/mailings': { subject: 'Vergadering', message: '<p>Hallo</p>', selection: { ids: [2] } },
  'POST /admin/api/events/walking': { name: 'Lentetocht', startDateTime: '2026-05-10T08:00', location: address },
  'PATCH /admin/api/events/:id': { name: 'Lentetocht', intro: '<p>Welkom</p>', photobook: [1] },
  'POST /admin/api/website-pages': { title: 'Over ons', link: 'over-ons', contentHtml: '<p>Hallo</p>' },
  'PATCH /admin/api/website-pages/:id': { title: 'Over ons', contentHtml: '<p>Hallo</p>' },
  'POST /admin/api/newsletters': { title: 'Lente', intro: '<p>a</p>', blocks: [{ text: '<p>b</p>', order: 1 }] },
  'PUT /admin/api/newsletters/:id': { title: 'Lente', blocks: [{ id: 1, imageId: null, text: '' }] },
  'POST /admin/api/newsletters/:id/send/test': { email: 'test@example.be' },
  'PATCH /admin/api/messages/:id/read': { read: true },
  'PATCH /admin/api/messages/:id/archive': { archived: true },
  'PUT /admin/api/settings': { ...neutralSettings('Wandelclub'), club: { ...settingsClub, logo: 1, heroImage: null } },
  'POST /admin/api/member-imports/dry-run': { token: 'geen-bestand', mapping: ['firstName', 'lastName', null] },
  'POST /admin/api/member-imports/confirm': {
    token: 'geen-bestand',
    mapping: ['firstName', 'lastName', 'email'],
    planKey: 'geen-proefrun',
  },
  // Signing the admin's other devices out reads no body: whatever is sent must not matter.
  'POST /admin/api/sessions/others': {},
  'POST /admin/api/members/:id/promote-admin': { role: 'redactie' },
  'PUT /admin/api/admins/:id/role': { role: 'secretariaat' },
  'PUT /admin/api/payments/members/:id': { paid: true },
  // Never the admin's own password, so the token the fuzzing uses stays valid.
  'POST /admin/api/change-password': { oldPassword: 'niet-het-wachtwoord', newPassword: 'een-nieuw-wachtwoord' },
  'POST /api/login/code': { challenge: 'geen-uitdaging', code: '123456' },
  'POST /admin/api/two-step/confirm': { code: '123456' },
  'POST /admin/api/two-step/disable': { password: 'niet-het-wachtwoord', code: '123456' },
};
const baseOf = (route: Route) =>
  bases[`${route.method} ${route.path}`] ?? (route.path.endsWith('/publish') ? { published: true } : {});

/** Keys whose value is a secret or a code, never a text a person reads: no rule on characters applies. */
const secretKeys = new Set([
  'username',
  'password',
  'oldPassword',
  'newPassword',
  'recaptchaToken',
  'code',
  'challenge',
]);

type TextLeaf = { path: (string | number)[]; text: string };

/** Every text in a route's base body with its path, but secrets. */
export function textLeaves(route: Route): TextLeaf[] {
  const leaves = (value: unknown, path: (string | number)[]): TextLeaf[] => {
    if (typeof value === 'string') return secretKeys.has(String(path.at(-1))) ? [] : [{ path, text: value }];
    if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, v]) => leaves(v, [...path, key]));
    return [];
  };
  return leaves(baseOf(route), []);
}

/** The route's base body with `text` at `path`. */
export function withText(route: Route, path: readonly (string | number)[], text: string): Record<string, unknown> {
  const body = structuredClone(baseOf(route));
  const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], body);
  (parent as Record<string | number, unknown>)[path.at(-1)!] = text;
  return body;
}

/** The routes that read multipart, with their field names; other routes get a form too, with made-up names. */
const multipartFields: Record<string, { fields: string[]; files: string[] }> = {
  '/admin/api/members': { fields: ['memberData'], files: ['photo'] },
  '/admin/api/events/walking': { fields: ['eventData'], files: ['bannerFile'] },
  '/admin/api/events/:id': { fields: ['eventData'], files: ['bannerFile'] },
  '/admin/api/images/upload': { fields: ['data'], files: ['files'] },
  '/admin/api/member-imports/upload': { fields: ['data'], files: ['file'] },
};

/** A route's path with its parameters: a record that exists (from `ids`, by resource), or something that is no id. */
export function pathFor(route: Route, ids: Record<string, number[]>): fc.Arbitrary<string> {
  const known = (ids[route.path.split('/')[3] ?? ''] ?? []).map(String);
  const odd = fc.constantFrom('0', '-1', 'abc', '1e3', '99999999999999999999', '1.5', '%00', '%E0%A4%A', '..%2F');
  const id = known.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, odd) : odd;
  const role = fc.constantFrom('MEMBER', 'member', 'XYZ', '%20');
  return fc.tuple(id, role).map(([value, roleValue]) => route.path.replace(':id', value).replace(':role', roleValue));
}

export type Payload =
  { kind: 'json'; body: BodySpec } | { kind: 'multipart'; parts: PartSpec[]; boundary: string; cut: boolean };

export function payloadFor(route: Route): fc.Arbitrary<Payload> {
  const body = bodySpec(baseOf(route));
  const form = multipartFields[route.path] ?? { fields: ['data'], files: ['file'] };
  const multipart = fc.record({
    kind: fc.constant('multipart' as const),
    parts: fc.array(partSpec(form.fields, form.files, body), { maxLength: 4 }),
    boundary: fc.oneof(fc.constant('grens123'), fc.string({ minLength: 1, maxLength: 70 })),
    cut: fc.boolean(),
  });
  const json = body.map((spec) => ({ kind: 'json' as const, body: spec }));
  return fc.oneof(
    { weight: multipartFields[route.path] ? 2 : 5, arbitrary: json },
    { weight: 1, arbitrary: multipart },
  );
}

export type Sent = { method: string; path: string; headers: Record<string, string>; body?: Buffer | undefined };

/** The request a case describes; a multipart payload brings its own Content-Type. */
export function toRequest(
  method: string,
  path: string,
  headers: HeaderSpec,
  payload: Payload | undefined,
  photo: Buffer,
) {
  let body: Buffer | string | undefined;
  let spec = headers;
  if (payload?.kind === 'json') body = renderBody(payload.body);
  if (payload?.kind === 'multipart') {
    body = renderMultipart(payload.parts, payload.boundary, photo, payload.cut);
    spec = { ...headers, contentType: `multipart/form-data; boundary=${payload.boundary}` };
  }
  const rendered = renderRequest(spec, method === 'GET' || method === 'DELETE' ? undefined : body);
  return { method, path, headers: rendered.headers, body: rendered.body } satisfies Sent;
}
