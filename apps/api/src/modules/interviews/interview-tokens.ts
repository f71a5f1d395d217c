import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PURPOSE = 'interview-pick';

function signature(secret: string, slotId: string, expiresAt: number): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}:${slotId.toLowerCase()}:${expiresAt}`)
    .digest('base64url');
}

/**
 * A pick link's token for one slot: the slot's id, when the link expires (seconds since 1970) and an
 * HMAC-SHA256 of both under the server's secret. It works without signing in, until it expires, and
 * only while its slot can still be picked (picking any slot of the round, or new slots, ends it).
 */
export function signPickToken(secret: string, slotId: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${slotId}.${seconds}.${signature(secret, slotId, seconds)}`;
}

/** The slot and expiry of a token signed by this server, or null for anything else. */
export function verifyPickToken(secret: string, token: string): { slotId: string; expiresAt: Date } | null {
  const [id, exp, sig, ...rest] = (token ?? '').split('.');
  if (rest.length || !id || !exp || !sig || !UUID.test(id) || !/^\d{1,12}$/.test(exp)) return null;
  const expected = Buffer.from(signature(secret, id, Number(exp)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { slotId: id.toLowerCase(), expiresAt: new Date(Number(exp) * 1000) };
}
