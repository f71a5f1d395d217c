import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaughtEnvelope } from '../../../api/test/support/smtp-catcher';

function mailDir(): string {
  const dir = process.env.HIRELOOP_MAIL_DIR;
  if (!dir || !existsSync(dir)) {
    throw new Error('HIRELOOP_MAIL_DIR is not set: run the journeys with `npm run test:web-e2e`');
  }
  return dir;
}

/** Raw mails to an address, oldest first. */
export function mailsTo(address: string): string[] {
  const dir = mailDir();
  const wanted = address.toLowerCase();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .filter((name) => {
      const envelope = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CaughtEnvelope;
      return envelope.to.includes(wanted);
    })
    .map((name) => readFileSync(join(dir, name.replace(/\.json$/, '.eml')), 'utf8'));
}

/** The 6-digit code of a mail ('code is 123456'), after undoing quoted-printable soft line breaks. */
export function codeIn(raw: string): string | null {
  const text = raw.replace(/=\r?\n/g, '');
  return /code is (\d{6})/.exec(text)?.[1] ?? null;
}

/**
 * Waits for the code of a new mail to `address`: the newest mail once there are more than `seenBefore`
 * (the count taken before the action that sends it).
 */
export async function waitForCode(address: string, seenBefore = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(address);
    if (mails.length > seenBefore) {
      const code = codeIn(mails[mails.length - 1]);
      if (!code) throw new Error(`the newest mail to ${address} has no code`);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new mail to ${address} within ${timeoutMs} ms`);
}
