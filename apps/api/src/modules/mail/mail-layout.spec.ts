import { brandMail, LOGO_CID } from './mail-layout';

const BRAND = {
  platformName: 'Acme <Jobs> & Co',
  contactEmail: 'help@acme.example',
  supportPhone: '+91 98765 43210',
  hasLogo: false,
};

describe('brandMail', () => {
  it('signs the text off with the platform name, contact e-mail and support phone', async () => {
    const { text } = await brandMail({ text: 'Your code is 123456.' }, BRAND);
    expect(text).toBe('Your code is 123456.\n\n— Acme <Jobs> & Co\nhelp@acme.example · +91 98765 43210');
  });

  it('puts the name (escaped) on top without a logo, and the text as escaped paragraphs', async () => {
    const { html } = await brandMail({ text: 'Hello <b>there</b>\n\nLine one\nline two' }, BRAND);
    expect(html).toContain('>Acme &lt;Jobs&gt; &amp; Co</span>');
    expect(html).toContain('<p style="margin:0 0 16px">Hello &lt;b&gt;there&lt;/b&gt;</p>');
    expect(html).toContain('Line one<br>line two');
    expect(html).toMatch(/— Acme &lt;Jobs&gt; &amp; Co<br\s*\/?>help@acme.example · \+91 98765 43210/);
    expect(html).not.toContain('cid:');
    expect(html).not.toMatch(/%[A-Z_]+%/);
  });

  it('is a responsive layout from the MJML template: one column on a phone', async () => {
    const { html } = await brandMail({ text: 'Hi' }, BRAND);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(/@media only screen and \(min-width:480px\)/);
    expect(html).toContain('max-width:560px');
  });

  it('shows the logo (an inline attachment) named after the platform, and keeps a mail’s own HTML', async () => {
    const { html } = await brandMail(
      { text: 'code', html: '<p><b>123456</b></p>' },
      { ...BRAND, hasLogo: true },
    );
    expect(html).toContain(`<img src="cid:${LOGO_CID}" alt="Acme &lt;Jobs&gt; &amp; Co"`);
    expect(html).toContain('<p><b>123456</b></p>');
  });

  it('leaves out a contact detail that is not set', async () => {
    const { text } = await brandMail({ text: 'Hi' }, { ...BRAND, supportPhone: '' });
    expect(text.endsWith('— Acme <Jobs> & Co\nhelp@acme.example')).toBe(true);
  });

  it('shows the action as a button in HTML and as its link in the text', async () => {
    const url = 'https://hireloop.in/recruiter/jobs/1/extend?token=a&b=<c>';
    const { html, text } = await brandMail(
      { text: 'Your job expires in 3 days.', action: { label: 'Extend 30 days', url } },
      BRAND,
    );
    expect(html).toContain('href="https://hireloop.in/recruiter/jobs/1/extend?token=a&amp;b=&lt;c&gt;"');
    expect(html).toMatch(/>\s*Extend 30 days\s*</);
    expect(text).toContain(`\n\nExtend 30 days: ${url}\n\n— Acme`);
    const { html: plain } = await brandMail({ text: 'No action' }, BRAND);
    expect(plain).not.toContain('Extend 30 days');
    expect(plain).not.toContain('href=""');
  });

  it('ends a mail the reader can stop with an unsubscribe link in both parts', async () => {
    const url = 'https://hireloop.in/alerts/unsubscribe?token=t0k%25EN';
    const { html, text } = await brandMail({ text: 'New jobs for you', unsubscribeUrl: url }, BRAND);
    expect(html).toMatch(new RegExp(`<a href="${url.replace(/[?.%]/g, '\\$&')}"[^>]*>Unsubscribe</a>`));
    expect(text.endsWith(`\n\nUnsubscribe: ${url}`)).toBe(true);
    const { html: transactional, text: codeText } = await brandMail({ text: 'Your code' }, BRAND);
    expect(transactional).not.toContain('Unsubscribe');
    expect(codeText).not.toContain('Unsubscribe');
  });

  it('never fills a slot that a value contains', async () => {
    const { html } = await brandMail({ text: 'Try %BODY% and %CONTACT%' }, BRAND);
    expect(html).toContain('Try %BODY% and %CONTACT%');
  });
});
