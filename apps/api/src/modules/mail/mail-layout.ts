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

/** What a mail says; the layout adds the platform's dress around it. */
export interface MailContent {
  text: string;
  /** The mail's own HTML for its body; without it the text is shown as paragraphs. */
  html?: string;
  /** The one thing the mail asks the reader to do: a button in HTML, a line with the link in the text. */
  action?: { label: string; url: string };
  /**
   * Where the reader stops this kind of mail (every mail the reader did not ask for, such as alerts and
   * digests): a footer line in both parts.
   */
  unsubscribeUrl?: string;
}

// The layout in MJML, compiled once per shape (with or without a button, with or without an unsubscribe
// line) into responsive HTML; the slots (%…%) are filled with escaped values for each mail.
const SLOT = { header: '%HEADER%', body: '%BODY%', action: '%ACTION%', actionUrl: '%ACTION_URL%' } as const;
const SLOTS_AFTER = {
  closing: '%CLOSING%',
  contact: '%CONTACT%',
  unsubscribeUrl: '%UNSUBSCRIBE_URL%',
} as const;

function layoutMjml(withAction: boolean, withUnsubscribe: boolean): string {
  const white = 'background-color="#ffffff" border-left="1px solid #e2e8f0" border-right="1px solid #e2e8f0"';
  return `<mjml>
  <mj-head>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#0f172a" padding="0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="560px">
    <mj-section padding="24px 0 0 0"><mj-column><mj-spacer height="1px" /></mj-column></mj-section>
    <mj-section ${white} border-top="1px solid #e2e8f0" border-radius="12px 12px 0 0" padding="20px 24px">
      <mj-column><mj-text>${SLOT.header}</mj-text></mj-column>
    </mj-section>
    <mj-section ${white} padding="24px 24px 8px 24px">
      <mj-column><mj-text>${SLOT.body}</mj-text></mj-column>
    </mj-section>${
      withAction
        ? `
    <mj-section ${white} padding="0 24px 24px 24px">
      <mj-column>
        <mj-button href="${SLOT.actionUrl}" background-color="#2563eb" color="#ffffff" border-radius="8px" font-size="15px" font-weight="700" inner-padding="12px 20px" align="left" padding="0">${SLOT.action}</mj-button>
      </mj-column>
    </mj-section>`
        : ''
    }
    <mj-section ${white} border-top="1px solid #e2e8f0" border-bottom="1px solid #e2e8f0" border-radius="0 0 12px 12px" padding="16px 24px">
      <mj-column>
        <mj-text font-size="13px" color="#64748b">${SLOTS_AFTER.closing}<br />${SLOTS_AFTER.contact}</mj-text>
      </mj-column>
    </mj-section>${
      withUnsubscribe
        ? `
    <mj-section padding="12px 24px 0 24px">
      <mj-column>
        <mj-text font-size="12px" color="#64748b" align="center">You get this mail because you asked for it. <a href="${SLOTS_AFTER.unsubscribeUrl}" style="color:#64748b">Unsubscribe</a></mj-text>
      </mj-column>
    </mj-section>`
        : ''
    }
    <mj-section padding="0 0 24px 0"><mj-column><mj-spacer height="1px" /></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

const compiled = new Map<string, Promise<string>>();

/**
 * The layout's HTML for a shape of mail, compiled by MJML on first use. MJML (about a fifth of the API's
 * start-up time) is loaded then too, not when the process starts.
 */
function layoutHtml(withAction: boolean, withUnsubscribe: boolean): Promise<string> {
  const key = `${withAction}:${withUnsubscribe}`;
  let html = compiled.get(key);
  if (!html) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
    const mjml2html = require('mjml') as typeof import('mjml');
    html = mjml2html(layoutMjml(withAction, withUnsubscribe), { validationLevel: 'strict' }).then(
      (result) => {
        if (result.errors.length) throw new Error(`mail layout: ${result.errors[0].formattedMessage}`);
        return result.html;
      },
    );
    compiled.set(key, html);
  }
  return html;
}

const split = new Map<string, Promise<string[]>>();

/** The layout's HTML cut at its slots: text, slot name, text, slot name, ..., text. */
function layoutPieces(withAction: boolean, withUnsubscribe: boolean): Promise<string[]> {
  const key = `${withAction}:${withUnsubscribe}`;
  let pieces = split.get(key);
  if (!pieces) {
    pieces = layoutHtml(withAction, withUnsubscribe).then((html) => html.split(/(%[A-Z_]+%)/));
    split.set(key, pieces);
  }
  return pieces;
}

/**
 * A mail in the platform's dress: the text with the action's link, the sign-off and the unsubscribe
 * line; and the HTML (the mail's own, or its text) between a header with the logo (or, without one, the
 * platform name) and the sign-off, with the action as a button.
 */
export async function brandMail(
  mail: MailContent,
  brand: MailBrand,
): Promise<{ text: string; html: string }> {
  const name = escapeHtml(brand.platformName);
  const header = brand.hasLogo
    ? `<img src="cid:${LOGO_CID}" alt="${name}" height="40" style="display:block;height:40px;max-width:220px;border:0">`
    : `<span style="font-size:20px;font-weight:800;letter-spacing:-0.03em;color:#0f172a">${name}</span>`;
  const [closing, contact] = signOff(brand).map(escapeHtml);
  const values: Record<string, string> = {
    [SLOT.header]: header,
    [SLOT.body]: mail.html ?? textToHtml(mail.text),
    [SLOT.action]: escapeHtml(mail.action?.label ?? ''),
    [SLOT.actionUrl]: escapeHtml(mail.action?.url ?? ''),
    [SLOTS_AFTER.closing]: closing,
    [SLOTS_AFTER.contact]: contact,
    [SLOTS_AFTER.unsubscribeUrl]: escapeHtml(mail.unsubscribeUrl ?? ''),
  };
  const pieces = await layoutPieces(!!mail.action, !!mail.unsubscribeUrl);
  // The layout's text between its slots, filled in one pass: a value containing a slot's name is never
  // filled in again.
  const html = pieces.map((piece, i) => (i % 2 ? (values[piece] ?? piece) : piece)).join('');
  const text = [
    mail.text,
    ...(mail.action ? ['', `${mail.action.label}: ${mail.action.url}`] : []),
    '',
    ...signOff(brand),
    ...(mail.unsubscribeUrl ? ['', `Unsubscribe: ${mail.unsubscribeUrl}`] : []),
  ].join('\n');
  return { text, html };
}
