import { spawn } from 'node:child_process';
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
/**
 * The reading process's data memory (`ulimit -d`, in KiB): pdf.js inflates a page's compressed content in
 * full, so a small upload can hold gigabytes when read; past this the process fails and the file is given
 * up, and its memory is the operating system's again.
 */
export const RESUME_PARSE_MEMORY_KIB = 512 * 1024;

/**
 * Reads a PDF's text in a process of its own, bounded in pages, characters, memory and time. Never
 * throws: a malformed or hostile file, a crash or a timeout is a result with the reason.
 */
export function readPdfText(
  bytes: Uint8Array,
  limits: { maxPages?: number; maxChars?: number; timeoutMs?: number; memoryKib?: number } = {},
): Promise<PdfTextResult> {
  const request: PdfTextRequest = {
    bytes,
    maxPages: limits.maxPages ?? RESUME_PARSE_MAX_PAGES,
    maxChars: limits.maxChars ?? RESUME_PARSE_MAX_CHARS,
  };
  const source = workerSource(__dirname, 'resume-text.worker');
  const script = source.eval ? ['-e', source.file] : [source.file];
  const memory = Math.floor(limits.memoryKib ?? RESUME_PARSE_MEMORY_KIB);
  return new Promise((resolve) => {
    let settled = false;
    // The shell sets the limit, then becomes the Node.js process (exec keeps the IPC channel).
    const child = spawn(
      '/bin/sh',
      ['-c', `ulimit -c 0 && ulimit -d ${memory} && exec "$0" "$@"`, process.execPath, ...script],
      { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced' },
    );
    const finish = (result: PdfTextResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, reason: 'timed out' }),
      limits.timeoutMs ?? RESUME_PARSE_TIMEOUT_MS,
    );
    child.on('message', (response: PdfTextResponse) =>
      finish('error' in response ? { ok: false, reason: response.error } : { ok: true, ...response }),
    );
    child.on('error', (error) => finish({ ok: false, reason: error.message }));
    child.on('exit', (code, signal) =>
      finish({ ok: false, reason: `the reader stopped (${signal ?? `exit code ${code}`})` }),
    );
    child.send(request, (error) => {
      if (error) finish({ ok: false, reason: error.message });
    });
  });
}
