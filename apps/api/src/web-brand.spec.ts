import { brandDocument } from './web-brand';

const PAGE = [
  '<html><head>',
  '<meta name="description" content="Hireloop: find jobs across India." />',
  '<title>Hireloop – Jobs across India</title>',
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('brandDocument', () => {
  it('names the platform in the title, the description and the Open Graph tags', () => {
    const html = brandDocument(PAGE, { platformName: 'Acme <Jobs>', logoUrl: null });
    expect(html).toContain('<title>Acme &lt;Jobs&gt; – Jobs across India</title>');
    expect(html).toContain('content="Acme &lt;Jobs&gt;: find jobs across India."');
    expect(html).toContain('<meta property="og:site_name" content="Acme &lt;Jobs&gt;" />');
    expect(html).toContain('<meta property="og:title" content="Acme &lt;Jobs&gt; – Jobs across India" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('Hireloop');
  });

  it('gives link previews the logo as their image when one is set', () => {
    const html = brandDocument(PAGE, {
      platformName: 'Hireloop',
      logoUrl: 'https://jobs.example/api/v1/platform/logo/f-1',
    });
    expect(html).toContain(
      '<meta property="og:image" content="https://jobs.example/api/v1/platform/logo/f-1" /></head>',
    );
    expect(html).toContain('<title>Hireloop – Jobs across India</title>');
  });
});
