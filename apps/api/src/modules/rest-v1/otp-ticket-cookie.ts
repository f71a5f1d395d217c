import { parse } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import { OTP_TICKET_TTL_MS } from '../otp/otp.service';

/**
 * The legacy browser client keeps the ticket of a verified code in this cookie: HttpOnly (no script reads
 * it), SameSite=Strict (no other site's page sends it), only under /api/v1, and Secure behind https.
 */
export const OTP_TICKET_COOKIE = 'hireloop_otp_ticket';

function cookieOptions(req: Request): CookieOptions {
  // req.secure: https to this server, or X-Forwarded-Proto https from a proxy trusted by TRUST_PROXY.
  return { httpOnly: true, sameSite: 'strict', path: '/api/v1', secure: req.secure };
}

export function setTicketCookie(req: Request, res: Response, ticket: string): void {
  res.cookie(OTP_TICKET_COOKIE, ticket, { ...cookieOptions(req), maxAge: OTP_TICKET_TTL_MS });
}

export function clearTicketCookie(req: Request, res: Response): void {
  res.clearCookie(OTP_TICKET_COOKIE, cookieOptions(req));
}

/** The ticket of a request: the body's `ticket` field (checked as the input class's), else the cookie. */
export function ticketOf(req: Request, body: Record<string, unknown>): unknown {
  if (body.ticket) return body.ticket;
  const header = req.headers.cookie;
  return (header && parse(header)[OTP_TICKET_COOKIE]) || '';
}
