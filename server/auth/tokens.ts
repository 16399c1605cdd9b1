import { z } from 'zod';

export const tokenLifetime = '7d';

/** jose comes with the first login or admin call; the public site never needs it. */
const jose = () => import('jose');

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  tv: z.number().int().min(1),
});

/** An admin's token: member id, token version (bumped to revoke) and a 7-day expiry. */
export async function signAdminToken(secret: Uint8Array, memberId: number, tokenVersion: number): Promise<string> {
  const { SignJWT } = await jose();
  return new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(memberId))
    .setIssuedAt()
    .setExpirationTime(tokenLifetime)
    .sign(secret);
}

/** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
export async function readAdminToken(
  secret: Uint8Array,
  token: string,
): Promise<{ memberId: number; tokenVersion: number } | null> {
  const { errors, jwtVerify } = await jose();
  try {
    // Ours always carry iat and exp; one without them (or older than the lifetime) was not made here.
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['iat', 'exp'],
      maxTokenAge: tokenLifetime,
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { memberId: Number(claims.data.sub), tokenVersion: claims.data.tv } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
