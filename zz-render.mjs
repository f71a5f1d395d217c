import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createCanvas } from '@napi-rs/canvas';
import { readFileSync, writeFileSync } from 'node:fs';
for (const name of process.argv.slice(2)) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(`/tmp/resume-scratch/${name}.pdf`)) }).promise;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const vp = page.getViewport({ scale: 1.2 });
    const canvas = createCanvas(vp.width, vp.height);
    await page.render({ canvasContext: canvas.getContext('2d'), viewport: vp, canvas }).promise;
    writeFileSync(`/tmp/resume-scratch/${name}-${n}.png`, canvas.toBuffer('image/png'));
  }
  console.log(name, doc.numPages);
}
