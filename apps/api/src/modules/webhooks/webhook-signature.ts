import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret, shown to its owner once: `whsec_` and 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The `Hireloop-Signature` header of a body sent at `timestamp` (Unix seconds):
 * `t=<timestamp>,v1=<hex HMAC-SHA256 with the secret over "<timestamp>.<body>">`.
 */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}
