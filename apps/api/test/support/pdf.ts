import { textPdf } from '../../src/database/seed/pdf';

/** A small, valid one-page PDF with a line of text. Used by the API e2e suites and the browser journeys alike. */
export function pdfBytes(text = 'Resume'): Buffer {
  return textPdf([{ text, size: 18 }], { width: 300, height: 200 });
}

/** A whole 1 × 1 PNG image (one orange pixel) that decodes. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415408d7637815c1f31f0005cc024ee70c353f0000000049454e44ae426082',
  'hex',
);
