import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries exactly `Bearer <token>` (RFC 6750; the scheme in any
 * case). Both sides are hashed first, so the comparison takes the same time whatever the header
 * holds, its length included.
 */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  const isEqual = timingSafeEqual(sha256(given ?? ''), sha256(token));
  return given !== undefined && isEqual;
}
