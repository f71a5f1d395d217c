import { describe, expect, it } from 'vitest';

import { attachmentName } from './openDocument';

describe('attachmentName', () => {
  it('takes the UTF-8 name when the server sends one, else the plain one, else the fallback', () => {
    expect(
      attachmentName(
        `attachment; filename="Zo?-Das-resume.pdf"; filename*=UTF-8''Zo%C3%AB-Das-resume.pdf`,
        'x.pdf',
      ),
    ).toBe('Zoë-Das-resume.pdf');
    expect(attachmentName('attachment; filename="Asha-Verma-resume.pdf"', 'x.pdf')).toBe(
      'Asha-Verma-resume.pdf',
    );
    expect(attachmentName(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4`, 'x.pdf')).toBe('a.pdf');
    expect(attachmentName(null, 'resume.pdf')).toBe('resume.pdf');
  });
});
