import { homeHead, type PageHead } from '@hireloop/schema';
import { withHead } from './web-head';

const PAGE = [
  '<html><head>',
  '<meta\n      name="description"\n      content="Hireloop: find jobs across India."\n    />',
  '<title>Hireloop – Jobs across India</title>',
  '</head><body><div id="root"></div></body></html>',
].join('');

const SITE = { platformName: 'Acme <Jobs>', publicUrl: 'https://jobs.example', logoUrl: null };

describe('withHead', () => {
  it("replaces the build's title and description with the page's, escaped, and names the platform", () => {
    const html = withHead(PAGE, homeHead('Acme <Jobs>'), SITE);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Acme &lt;Jobs&gt; – Jobs across India</title>');
    expect(html).toContain('<meta property="og:site_name" content="Acme &lt;Jobs&gt;" />');
    expect(html).toContain('<meta property="og:title" content="Acme &lt;Jobs&gt; – Jobs across India" />');
    expect(html).toContain('<link rel="canonical" href="https://jobs.example/" />');
    expect(html).toContain('<meta property="og:url" content="https://jobs.example/" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('name="robots"');
    expect(html).not.toContain('Hireloop');
  });

  it("gives link previews the page's image, else the platform logo", () => {
    const logoUrl = 'https://jobs.example/api/v1/platform/logo/f-1';
    const html = withHead(PAGE, homeHead('Hireloop'), { ...SITE, logoUrl });
    expect(html).toContain(`<meta property="og:image" content="${logoUrl}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${logoUrl}" />`);
    const own = withHead(
      PAGE,
      { ...homeHead('Hireloop'), image: '/api/v1/company/logo/c-1' },
      { ...SITE, logoUrl },
    );
    expect(own).toContain(
      '<meta property="og:image" content="https://jobs.example/api/v1/company/logo/c-1" />',
    );
  });

  it('writes robots, alternates and JSON-LD that no text of the data can break out of', () => {
    const head: PageHead = {
      title: 'T',
      description: 'D "quoted"',
      canonical: null,
      robots: 'noindex,follow',
      image: null,
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
      alternates: [
        { type: 'application/atom+xml', href: '/jobs/feed.xml?search=a&location=b', title: 'A & B' },
      ],
    };
    const html = withHead(PAGE, head, SITE);
    expect(html).toContain('<meta name="robots" content="noindex,follow" />');
    expect(html).toContain('content="D &quot;quoted&quot;"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" href="https://jobs.example/jobs/feed.xml?search=a&amp;location=b" title="A &amp; B" />',
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld)).toEqual(head.jsonLd[0]);
  });
});
