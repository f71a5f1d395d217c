/**
 * What the accounts screens pass each other in router state (the spec's shapes), and readers that accept
 * only well-formed state: a screen opened without it goes back to the start of its flow.
 */

/** The login tab a flow belongs to; `finder` is the spec's name for job seekers. */
export type AccountRole = 'finder' | 'recruiter';

/** /email/verification and /recruiter/otp/verify: the e-mail and the code reference (`value`). */
export interface CodeSentState {
  email: string;
  value: string;
  role: AccountRole;
  companyName?: string;
}

/** /signup/complete and /recruiter/signup/complete: the ticket of the verified code allows the sign-up. */
export interface VerifiedEmailState {
  email: string;
  verified: true;
  ticket: string;
  companyName?: string;
}

/** /forgot/password (role only) and /reset/password (e-mail, role and the ticket of the verified code). */
export interface PasswordResetState {
  email?: string;
  ticket?: string;
  role: AccountRole;
}

/** /login and /recruiter/login: where the guards came from, and an e-mail to prefill. */
export interface LoginState {
  from?: string;
  email?: string;
}

function record(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

export function readRole(state: unknown): AccountRole {
  return record(state).role === 'recruiter' ? 'recruiter' : 'finder';
}

export function readCodeSentState(state: unknown): CodeSentState | null {
  const s = record(state);
  const email = text(s.email);
  const value = text(s.value);
  if (!email || !value) return null;
  return { email, value, role: readRole(s), companyName: text(s.companyName) };
}

export function readVerifiedEmailState(state: unknown): VerifiedEmailState | null {
  const s = record(state);
  const email = text(s.email);
  const ticket = text(s.ticket);
  if (!email || !ticket || s.verified !== true) return null;
  return { email, verified: true, ticket, companyName: text(s.companyName) };
}

export function readPasswordResetState(state: unknown): PasswordResetState {
  const s = record(state);
  return { email: text(s.email), ticket: text(s.ticket), role: readRole(s) };
}

/** A same-site path to return to after login; anything else (another site, a login page) is ignored. */
export function readLoginState(state: unknown): LoginState {
  const s = record(state);
  const from = text(s.from);
  const safe = from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\');
  return { from: safe ? from : undefined, email: text(s.email) };
}

/** Text input state carried back to a form (e.g. Change Email), when present. */
export function readPrefill(state: unknown): { email?: string; companyName?: string } {
  const s = record(state);
  return { email: text(s.email), companyName: text(s.companyName) };
}
