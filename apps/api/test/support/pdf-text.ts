/** What a PDF says: its number of pages and the text of every page, lines joined by newlines. */
export interface PdfText {
  pages: number;
  text: string;
}

/** Reads a PDF back with pdf.js (its text as a reader would select it), for tests of generated PDFs. */
export async function pdfText(bytes: Buffer): Promise<PdfText> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: lines.join('\n') };
}
