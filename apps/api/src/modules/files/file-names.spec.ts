import { FileKind } from '@hireloop/schema';
import { servedName, storedName } from './file-names';

describe('storedName', () => {
  it.each([
    ['Meera Iyer CV.pdf', 'application/pdf', 'Meera Iyer CV.pdf'],
    ['résumé.pdf', 'application/pdf', 'résumé.pdf'],
    ['x.html', 'application/pdf', 'x.pdf'],
    ['cv\u202Efdp.exe', 'application/pdf', 'cvfdp.pdf'],
    ['cv\u200B.pdf', 'application/pdf', 'cv.pdf'],
    ['a\r\nSet-Cookie: x.pdf', 'application/pdf', 'aSet-Cookie: x.pdf'],
    ['../../etc/"passwd".png', 'image/png', '.._.._etc_passwd_.png'],
    ['', 'application/pdf', 'resume.pdf'],
    [undefined, 'image/jpeg', 'company_logo.jpg'],
  ])('keeps %j of type %s as %j', (name, mime, kept) => {
    const kind = mime === 'application/pdf' ? FileKind.RESUME : FileKind.COMPANY_LOGO;
    expect(storedName(name, mime, kind)).toBe(kept.replace('company_logo', kind));
  });

  it('keeps at most 200 characters, the extension included', () => {
    const kept = storedName(`${'क'.repeat(300)}.pdf`, 'application/pdf', FileKind.RESUME);
    expect(kept).toHaveLength(200);
    expect(kept.endsWith('क.pdf')).toBe(true);
  });

  it('serves a name kept before these rules with the extension of its type', () => {
    expect(servedName('cv.html', 'application/pdf', FileKind.RESUME)).toBe('cv.pdf');
  });
});
