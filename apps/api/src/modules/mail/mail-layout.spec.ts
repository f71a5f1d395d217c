import { brandMail, LOGO_CID } from './mail-layout';

const BRAND = {
  platformName: 'Acme <Jobs> & Co',
  contactEmail: 'help@acme.example',
  supportPhone: '+91 98765 43210',
  hasLogo: false,
};

describe('brandMail', () => {
  it('signs the text off with the platform name, contact e-mail and support phone', () => {
    const { text } = brandMail({ text: 'Your code is 123456.' }, BRAND);
    expect(text).toBe('Your code is 123456.\n\n— Acme <Jobs> & Co\nhelp@acme.example · +91 98765 43210');
  });

  it('puts the name (escaped) on top without a logo, and the text as escaped paragraphs', () => {
    const { html } = brandMail({ text: 'Hello <b>there</b>\n\nLine one\nline two' }, BRAND);
    expect(html).toContain('>Acme &lt;Jobs&gt; &amp; Co</span>');
    expect(html).toContain('<p style="margin:0 0 16px">Hello &lt;b&gt;there&lt;/b&gt;</p>');
    expect(html).toContain('Line one<br>line two');
    expect(html).toContain('— Acme &lt;Jobs&gt; &amp; Co<br>help@acme.example · +91 98765 43210');
    expect(html).not.toContain('cid:');
  });

  it('shows the logo (an inline attachment) named after the platform, and keeps a mail’s own HTML', () => {
    const { html } = brandMail({ text: 'code', html: '<p><b>123456</b></p>' }, { ...BRAND, hasLogo: true });
    expect(html).toContain(`<img src="cid:${LOGO_CID}" alt="Acme &lt;Jobs&gt; &amp; Co"`);
    expect(html).toContain('<p><b>123456</b></p>');
  });

  it('leaves out a contact detail that is not set', () => {
    const { text } = brandMail({ text: 'Hi' }, { ...BRAND, supportPhone: '' });
    expect(text.endsWith('— Acme <Jobs> & Co\nhelp@acme.example')).toBe(true);
  });

  it('ends a non-transactional mail with its unsubscribe link, in the text and the HTML', () => {
    const url = 'https://jobs.example.in/alerts/unsubscribe?token=a.b&x=1';
    const { text, html } = brandMail({ text: 'New jobs', unsubscribeUrl: url }, BRAND);
    expect(text.endsWith(`\n\nUnsubscribe: ${url}`)).toBe(true);
    expect(html).toContain(
      '<a href="https://jobs.example.in/alerts/unsubscribe?token=a.b&amp;x=1" style="color:#64748b">Unsubscribe</a>',
    );
    expect(brandMail({ text: 'Your code' }, BRAND).text).not.toContain('Unsubscribe');
  });
});
