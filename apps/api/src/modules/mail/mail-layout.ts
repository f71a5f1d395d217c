/** What every mail shows of the platform: its name, logo and contact details. */
export interface MailBrand {
  platformName: string;
  contactEmail: string;
  supportPhone: string;
  /** Whether the mail carries the platform logo (an inline attachment, `cid:` LOGO_CID). */
  hasLogo: boolean;
}

/** The Content-ID of the logo attached to a mail. */
export const LOGO_CID = 'platform-logo';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The sign-off under every mail: the platform's name, then its contact e-mail and support phone. */
export function signOff(brand: MailBrand): string[] {
  return [`— ${brand.platformName}`, [brand.contactEmail, brand.supportPhone].filter(Boolean).join(' · ')];
}

/** Plain text as HTML: paragraphs at blank lines, line breaks kept, everything escaped. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A mail in the platform's dress: the text with the sign-off under it, and the HTML (the mail's own, or
 * its text) between a header with the logo (or, without one, the platform name) and the sign-off.
 */
export function brandMail(
  mail: { text: string; html?: string; unsubscribeUrl?: string },
  brand: MailBrand,
): { text: string; html: string } {
  // A non-transactional mail ends with its one-click unsubscribe link.
  const unsubscribe = mail.unsubscribeUrl
    ? {
        text: ['', `Unsubscribe: ${mail.unsubscribeUrl}`],
        html: `<br><br><a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#64748b">Unsubscribe</a> from these mails`,
      }
    : { text: [], html: '' };
  const name = escapeHtml(brand.platformName);
  const header = brand.hasLogo
    ? `<img src="cid:${LOGO_CID}" alt="${name}" height="40" style="display:block;height:40px;max-width:220px;border:0">`
    : `<span style="font-size:20px;font-weight:800;letter-spacing:-0.03em;color:#0f172a">${name}</span>`;
  const [closing, contact] = signOff(brand).map(escapeHtml);
  const html = [
    '<!doctype html><html><body style="margin:0;padding:0;background:#f1f5f9">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    `<tr><td style="padding:20px 24px;border-bottom:1px solid #e2e8f0">${header}</td></tr>`,
    `<tr><td style="padding:24px">${mail.html ?? textToHtml(mail.text)}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:13px;color:#64748b">${closing}<br>${contact}${unsubscribe.html}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
  return { text: [mail.text, '', ...signOff(brand), ...unsubscribe.text].join('\n'), html };
}
