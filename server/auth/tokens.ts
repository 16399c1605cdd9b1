import { z } from 'zod';

/** An admin token lasts 7 days: in seconds for our own checks, as jose's time span for jose's. */
const lifetimeSeconds = 7 * 24 * 60 * 60;
const tokenLifetime = `${lifetimeSeconds}s`;

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
    .sign(await hmacKey(secret));
}

// Imported once per secret: jose would import raw key bytes again on every call (WebCrypto), which
// cost an admin request about 40 µs and left garbage behind.
const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

type Verified = { memberId: number; tokenVersion: number; issuedAt: number; expiresAt: number };

/**
 * Tokens whose signature was checked, by their exact text: the admin app sends the same token with
 * every call, and its signature need not be checked again. Expiry and age are checked on every use;
 * whether the member is still an admin with this token version is the caller's check, every time.
 * Only correctly signed tokens get here, so the map cannot be filled by a stranger; it is bounded.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Verified>>();
const keptTokens = 256;

function stillValid(verified: Verified, nowSeconds: number): boolean {
  return nowSeconds < verified.expiresAt && nowSeconds - verified.issuedAt <= lifetimeSeconds;
}

/** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
export async function readAdminToken(
  secret: Uint8Array,
  token: string,
): Promise<{ memberId: number; tokenVersion: number } | null> {
  let kept = verifiedTokens.get(secret);
  if (!kept) verifiedTokens.set(secret, (kept = new Map()));
  const nowSeconds = Math.floor(Date.now() / 1000);
  const known = kept.get(token);
  if (known && stillValid(known, nowSeconds)) return { memberId: known.memberId, tokenVersion: known.tokenVersion };
  kept.delete(token);

  const { errors, jwtVerify } = await jose();
  try {
    // Ours always carry iat and exp; one without them (or older than the lifetime) was not made here.
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['iat', 'exp'],
      maxTokenAge: tokenLifetime,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success || payload.iat === undefined || payload.exp === undefined) return null;
    const verified = {
      memberId: Number(claims.data.sub),
      tokenVersion: claims.data.tv,
      issuedAt: payload.iat,
      expiresAt: payload.exp,
    };
    if (kept.size >= keptTokens) kept.delete(kept.keys().next().value ?? '');
    kept.set(token, verified);
    return { memberId: verified.memberId, tokenVersion: verified.tokenVersion };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
