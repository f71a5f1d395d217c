import { Worker } from 'node:worker_threads';
import { workerSource } from '../../common/worker-source';

export interface PdfTextRequest {
  bytes: Uint8Array;
  maxPages: number;
  maxChars: number;
}

export type PdfTextResponse = { text: string; pages: number } | { error: string };

/** What reading a resume gave: its text (possibly empty: a scan), or why it could not be read. */
export type PdfTextResult = { ok: true; text: string; pages: number } | { ok: false; reason: string };

/** Only the first pages of a resume are read. */
export const RESUME_PARSE_MAX_PAGES = 10;
/** At most this many characters of text are kept. */
export const RESUME_PARSE_MAX_CHARS = 100_000;
/** A PDF not read by then is given up (its worker terminated). */
export const RESUME_PARSE_TIMEOUT_MS = 20_000;
/** The reading thread's heap: a file that needs more is given up. */
const WORKER_HEAP_MB = 128;

/**
 * Reads a PDF's text in a worker thread of its own, bounded in pages, characters, heap and time. Never
 * throws: a malformed or hostile file, a crash or a timeout is a result with the reason.
 */
export function readPdfText(
  bytes: Uint8Array,
  limits: { maxPages?: number; maxChars?: number; timeoutMs?: number } = {},
): Promise<PdfTextResult> {
  const request: PdfTextRequest = {
    bytes,
    maxPages: limits.maxPages ?? RESUME_PARSE_MAX_PAGES,
    maxChars: limits.maxChars ?? RESUME_PARSE_MAX_CHARS,
  };
  const source = workerSource(__dirname, 'resume-text.worker');
  return new Promise((resolve) => {
    let settled = false;
    let worker: Worker;
    const finish = (result: PdfTextResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, reason: 'timed out' }),
      limits.timeoutMs ?? RESUME_PARSE_TIMEOUT_MS,
    );
    try {
      worker = new Worker(source.file, {
        eval: source.eval,
        workerData: request,
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
        stdout: true,
        stderr: true,
      });
    } catch (error) {
      clearTimeout(timer);
      resolve({ ok: false, reason: String(error) });
      return;
    }
    // What pdf.js prints (warnings about the file) is dropped.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.on('message', (response: PdfTextResponse) =>
      finish('error' in response ? { ok: false, reason: response.error } : { ok: true, ...response }),
    );
    worker.on('error', (error) => finish({ ok: false, reason: error.message }));
    worker.on('exit', (code) => finish({ ok: false, reason: `the reader stopped (exit code ${code})` }));
  });
}
