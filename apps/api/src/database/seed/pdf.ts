/** A line of a generated PDF: its text (printable ASCII; parentheses and backslashes are dropped) and size. */
export interface PdfLine {
  text: string;
  size: number;
}

/** Page size in points. */
export interface PdfPage {
  width: number;
  height: number;
}

export const A4: PdfPage = { width: 595, height: 842 };

/** Where the first line starts, from the page's left and top edges, in points. */
const MARGIN = 40;

/**
 * A small, valid one-page PDF: Helvetica lines from the top left, one below the other, and a correct
 * cross-reference table, so content checks and PDF readers accept it. The demo data's resumes and the
 * tests' uploads are made by it.
 */
export function textPdf(lines: readonly PdfLine[], page: PdfPage = A4): Buffer {
  const clean = (t: string) => t.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?');
  const shown = lines.map((line, i) => {
    const move = i === 0 ? `${MARGIN} ${page.height - MARGIN - line.size} Td` : `0 ${-line.size * 1.5} Td`;
    return `/F1 ${line.size} Tf ${move} (${clean(line.text)}) Tj`;
  });
  const stream = `BT ${shown.join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-page resume with the candidate's name, title and skills. */
export function resumePdf(name: string, title: string, skills: string[]): Buffer {
  return textPdf([
    { text: name, size: 20 },
    { text: title, size: 13 },
    { text: `Skills: ${skills.join(', ')}`, size: 13 },
  ]);
}
