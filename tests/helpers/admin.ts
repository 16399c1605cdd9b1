import { setPassword } from '../../server/auth/admins';
import type { TestServer } from './api-server';
import { makeMember } from './factories';

export type AdminSession = {
  memberId: number;
  email: string;
  password: string;
  token: string;
  /** A request with this admin's bearer token; an object body is sent as JSON. */
  request: (
    pathname: string,
    init?: Omit<RequestInit, 'body'> & { body?: unknown },
  ) => ReturnType<TestServer['request']>;
};

/** Logs in over HTTP like the admin app does and answers the token. */
export async function login(server: TestServer, username: string, password: string): Promise<string> {
  const answer = await server.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password, recaptchaToken: '' }),
  });
  if (answer.status !== 200) throw new Error(`Aanmelden mislukt: ${answer.status} ${answer.text}`);
  return (answer.json as { token: string }).token;
}

export function authorized(server: TestServer, token: string): AdminSession['request'] {
  return (pathname, init = {}) => {
    const { body, headers, ...rest } = init;
    const isRaw = body === undefined || typeof body === 'string' || body instanceof FormData;
    return server.request(pathname, {
      ...rest,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(isRaw ? {} : { 'Content-Type': 'application/json' }),
        ...(headers as Record<string, string> | undefined),
      },
      body: isRaw ? (body as BodyInit | undefined) : JSON.stringify(body),
    });
  };
}

/** A member with a password, made an administrator in the store, then logged in over HTTP. */
export async function createAdmin(
  server: TestServer,
  data: { email?: string; password?: string; firstName?: string } = {},
): Promise<AdminSession> {
  const email = data.email ?? `beheer${server.store.members.size + 1}@example.be`;
  const password = data.password ?? 'een-goed-wachtwoord';
  const member = await makeMember(server.store, { email, firstName: data.firstName ?? 'Beheerder' });
  await setPassword(server.store, member.id, password, { admin: true });
  const token = await login(server, email, password);
  return { memberId: member.id, email, password, token, request: authorized(server, token) };
}
