/**
 * A process that reads the text of one PDF with pdf.js for resume-text.ts, then exits. A hostile file
 * (deep nesting, huge compressed streams, endless pages) can use up only this process's memory and time:
 * the parent starts it under a data-memory limit and kills it at its time limit.
 */
import type { PdfTextRequest, PdfTextResponse } from './resume-text';

type TextItem = { str?: string; hasEOL?: boolean };

async function readText({ bytes, maxPages, maxChars }: PdfTextRequest): Promise<PdfTextResponse> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // pdf.js takes a plain Uint8Array, not the Buffer the message may carry.
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    // No code from the file is run, no fonts or images are loaded or drawn, nothing is fetched.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    disableAutoFetch: true,
    disableStream: true,
    enableXfa: false,
    maxImageSize: 0,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const pages = Math.min(doc.numPages, maxPages);
    const lines: string[] = [];
    let chars = 0;
    for (let n = 1; n <= pages && chars < maxChars; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string') continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          chars += line.length + 1;
          line = '';
        }
      }
      if (line) {
        lines.push(line);
        chars += line.length + 1;
      }
      page.cleanup();
    }
    return { text: lines.join('\n').slice(0, maxChars), pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

process.once('message', (request: PdfTextRequest) => {
  const reply = (response: PdfTextResponse) => process.send?.(response, () => process.exit(0));
  readText(request).then(reply, (error: unknown) =>
    reply({ error: error instanceof Error ? error.message : String(error) }),
  );
});
