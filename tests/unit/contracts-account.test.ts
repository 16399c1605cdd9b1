import { describe, expect, it } from 'vitest';
import {
  changePasswordPayloadSchema,
  loginPayloadSchema,
  passwordLinkCodeSchema,
  passwordLinkDataSchema,
  sessionDataSchema,
  setPasswordPayloadSchema,
} from '../../server/contracts';
import { errorsOf } from '../helpers/field-errors';

const badLogin = 'Ongeldige e-mail of wachtwoord.';

describe('the sign-in body (SPEC §8)', () => {
  it('takes the e-mail address trimmed and in lower case, the password as typed', () => {
    expect(loginPayloadSchema.parse({ username: '  Jan.Peeters@Club.BE ', password: ' Geheim 1 ' })).toEqual({
      username: 'jan.peeters@club.be',
      password: ' Geheim 1 ',
    });
    expect(loginPayloadSchema.parse({ username: 'a', password: 'b', recaptchaToken: 'x'.repeat(4000) })).toMatchObject({
      recaptchaToken: 'x'.repeat(4000),
    });
    expect(loginPayloadSchema.parse({ username: 'a', password: 'b', recaptchaToken: null }).recaptchaToken).toBeNull();
  });

  it('answers a missing, empty or malformed part as it answers a wrong password', () => {
    for (const body of [
      { password: 'geheim' },
      { username: '', password: 'geheim' },
      { username: '   ', password: 'geheim' },
      { username: 3, password: 'geheim' },
    ]) {
      expect(errorsOf(loginPayloadSchema, body), JSON.stringify(body)).toEqual({ username: badLogin });
    }
    for (const body of [{ username: 'jan@club.be' }, { username: 'jan@club.be', password: '' }]) {
      expect(errorsOf(loginPayloadSchema, body), JSON.stringify(body)).toEqual({ password: badLogin });
    }
  });

  it('refuses an e-mail over 254, a password over 1,000 and a captcha code over 4,000 characters', () => {
    const body = { username: `${'a'.repeat(240)}@club.be`, password: 'p'.repeat(1000), recaptchaToken: 'x' };
    expect(loginPayloadSchema.safeParse(body).success).toBe(true);
    expect(loginPayloadSchema.safeParse({ ...body, username: `${'a'.repeat(247)}@club.be` }).success).toBe(false);
    expect(loginPayloadSchema.safeParse({ ...body, password: 'p'.repeat(1001) }).success).toBe(false);
    expect(loginPayloadSchema.safeParse({ ...body, recaptchaToken: 'x'.repeat(4001) }).success).toBe(false);
  });
});

describe('the password change body (SPEC §8)', () => {
  const change = { oldPassword: 'oud wachtwoord', newPassword: 'nieuw wachtwoord' };

  it('takes an old password and a new one of 8 to 1,000 characters', () => {
    expect(changePasswordPayloadSchema.parse(change)).toEqual(change);
    expect(errorsOf(changePasswordPayloadSchema, { ...change, newPassword: '12345678' })).toEqual({});
    expect(errorsOf(changePasswordPayloadSchema, { ...change, newPassword: 'p'.repeat(1000) })).toEqual({});
    expect(errorsOf(changePasswordPayloadSchema, { ...change, oldPassword: 'p'.repeat(1000) })).toEqual({});
  });

  it('names the field and says what is wrong, in Dutch', () => {
    expect(errorsOf(changePasswordPayloadSchema, {})).toEqual({
      oldPassword: 'Het huidige wachtwoord is niet juist.',
      newPassword: 'Nieuw wachtwoord moet minstens 8 karakters bevatten.',
    });
    expect(errorsOf(changePasswordPayloadSchema, { ...change, newPassword: '1234567' })).toEqual({
      newPassword: 'Nieuw wachtwoord moet minstens 8 karakters bevatten.',
    });
    expect(errorsOf(changePasswordPayloadSchema, { ...change, newPassword: 'p'.repeat(1001) })).toEqual({
      newPassword: 'Nieuw wachtwoord is te lang (maximaal 1.000 tekens).',
    });
    expect(changePasswordPayloadSchema.safeParse({ ...change, oldPassword: 'p'.repeat(1001) }).success).toBe(false);
  });
});

describe('a set-password link and its form', () => {
  const invalid =
    'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link via “Wachtwoord vergeten?” op de aanmeldpagina.';
  const code = 'A'.repeat(43);

  it('takes a code of ours, and answers anything else as an invalid link', () => {
    expect(passwordLinkCodeSchema.parse(code)).toBe(code);
    expect(passwordLinkCodeSchema.parse('x'.repeat(100))).toBe('x'.repeat(100));
    for (const wrong of ['x'.repeat(101), undefined, 42, ['x']]) {
      expect(errorsOf(passwordLinkCodeSchema, wrong), JSON.stringify(wrong)).toEqual({ _: invalid });
    }
  });

  it('takes a password of 8 to 1,000 characters, with its own Dutch messages', () => {
    expect(setPasswordPayloadSchema.parse({ code, password: '12345678' })).toEqual({ code, password: '12345678' });
    expect(errorsOf(setPasswordPayloadSchema, { code, password: 'p'.repeat(1000) })).toEqual({});
    expect(errorsOf(setPasswordPayloadSchema, {})).toEqual({
      code: invalid,
      password: 'Wachtwoord moet minstens 8 karakters bevatten.',
    });
    expect(errorsOf(setPasswordPayloadSchema, { code, password: '1234567' })).toEqual({
      password: 'Wachtwoord moet minstens 8 karakters bevatten.',
    });
    expect(errorsOf(setPasswordPayloadSchema, { code, password: 'p'.repeat(1001) })).toEqual({
      password: 'Nieuw wachtwoord is te lang (maximaal 1.000 tekens).',
    });
  });
});

describe('what the store keeps of a session or a link', () => {
  const digest = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);
  const session = {
    memberId: 1,
    tokenHash: digest,
    createdAt: '2026-03-01T10:00:00.000Z',
    lastUsedAt: '2026-03-01T11:00:00.000Z',
    expiresAt: '2026-03-31T10:00:00.000Z',
  };
  const link = { memberId: 1, codeHash: digest, createdAt: session.createdAt, expiresAt: session.expiresAt };

  it('is a SHA-256 digest in lower-case hex, never the token or code itself', () => {
    expect(sessionDataSchema.parse(session)).toEqual(session);
    // A link of before resets was a promotion's.
    expect(passwordLinkDataSchema.parse(link)).toEqual({ ...link, purpose: 'promotion' });
    expect(passwordLinkDataSchema.parse({ ...link, purpose: 'reset' }).purpose).toBe('reset');
    expect(passwordLinkDataSchema.safeParse({ ...link, purpose: 'login' }).success).toBe(false);
    for (const wrong of [
      digest.slice(1),
      `${digest}0`,
      digest.toUpperCase(),
      `g${digest.slice(1)}`,
      `x${digest}`,
      `${digest}x`,
      'A'.repeat(43),
    ]) {
      expect(sessionDataSchema.safeParse({ ...session, tokenHash: wrong }).success, wrong).toBe(false);
      expect(passwordLinkDataSchema.safeParse({ ...link, codeHash: wrong }).success, wrong).toBe(false);
    }
  });

  it('belongs to a member and has its times', () => {
    const without = (record: object, key: string) =>
      Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
    for (const key of Object.keys(link)) {
      expect(passwordLinkDataSchema.safeParse(without(link, key)).success, key).toBe(false);
    }
    for (const key of Object.keys(session)) {
      expect(sessionDataSchema.safeParse(without(session, key)).success, key).toBe(false);
    }
    expect(passwordLinkDataSchema.safeParse({ ...link, expiresAt: 'over 7 dagen' }).success).toBe(false);
    expect(sessionDataSchema.safeParse({ ...session, memberId: 0 }).success).toBe(false);
  });
});
