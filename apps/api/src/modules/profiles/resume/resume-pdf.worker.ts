/**
 * A worker thread that draws resumes (resume-pdf.ts) for ResumeRenderer: laying out the text with the
 * embedded font takes ~100 ms of CPU for a full profile, which here does not hold up the API's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { resumePdf } from './resume-pdf';
import type { ResumeRequest, ResumeResponse } from './resume-renderer';

const port = parentPort;
if (port) {
  port.on('message', (request: ResumeRequest) => {
    void resumePdf(request.content, request.maxPages).then(
      (pdf) => {
        const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
        port.postMessage({ id: request.id, pdf: bytes } satisfies ResumeResponse);
      },
      (error: unknown) => port.postMessage({ id: request.id, error: String(error) } satisfies ResumeResponse),
    );
  });
}
