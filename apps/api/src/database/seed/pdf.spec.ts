import { resumePdf, textPdf } from './pdf';

/** The byte offsets the cross-reference table gives for objects 1, 2, ... */
function xrefOffsets(pdf: string): number[] {
  const table = pdf.slice(pdf.indexOf('xref\n'));
  return [...table.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
}

describe('textPdf', () => {
  it('points the cross-reference table at each object and startxref at the table', () => {
    for (const pdf of [
      textPdf([{ text: 'Résumé (draft)', size: 18 }]),
      resumePdf('Asha Rao', 'Engineer', ['Go']),
    ]) {
      const text = pdf.toString('latin1');
      const offsets = xrefOffsets(text);
      expect(offsets).toHaveLength(5);
      offsets.forEach((offset, i) => expect(text.startsWith(`${i + 1} 0 obj\n`, offset)).toBe(true));
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
      expect(text.startsWith('xref\n', startxref)).toBe(true);
    }
  });

  it('writes the lines as text, without characters that would end a PDF string', () => {
    const text = textPdf([{ text: 'Résumé (draft)', size: 18 }]).toString('latin1');
    expect(text).toContain('(R?sum? draft) Tj');
  });
});
