import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link may do with one alert; a token for one purpose is worthless for another. */
export type AlertTokenPurpose = 'alert-confirm' | 'alert-unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signature(secret: string, purpose: AlertTokenPurpose, alertId: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${alertId.toLowerCase()}`).digest('base64url');
}

/**
 * A link token for one alert and one purpose: the alert's id and an HMAC-SHA256 of both under the
 * server's secret. It works without signing in and ends with its alert (deleting the alert voids it).
 */
export function signAlertToken(secret: string, purpose: AlertTokenPurpose, alertId: string): string {
  return `${alertId}.${signature(secret, purpose, alertId)}`;
}

/** The alert id of a valid token for this purpose, or null for anything else. */
export function verifyAlertToken(secret: string, purpose: AlertTokenPurpose, token: string): string | null {
  const [id, sig, ...rest] = (token ?? '').split('.');
  if (rest.length || !id || !sig || !UUID.test(id)) return null;
  const expected = Buffer.from(signature(secret, purpose, id));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id.toLowerCase() : null;
}
