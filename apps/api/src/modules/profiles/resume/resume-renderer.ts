import { Worker } from 'node:worker_threads';
import { RESUME_MAX_PAGES } from '@hireloop/schema';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { workerSource } from '../../../common/worker-source';
import type { ResumeContent } from './resume-content';

export interface ResumeRequest {
  id: number;
  content: ResumeContent;
  maxPages: number;
}

export type ResumeResponse = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** Heap of the resume worker: pdfkit, the two fonts and one document at a time fit well under this. */
const WORKER_HEAP_MB = 96;
/** A resume not drawn by then fails, and the worker is replaced. */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * Draws resumes in one worker thread, in the order asked, so the API's event loop never waits for one.
 * The worker starts on first use and again after it dies; it never keeps the process alive.
 */
@Injectable()
export class ResumeRenderer implements OnModuleDestroy {
  private worker?: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (pdf: Buffer) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private readonly log = new Logger('Resume');

  render(content: ResumeContent): Promise<Buffer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!this.pending.has(id)) return;
        this.log.warn(`resume not drawn within ${RENDER_TIMEOUT_MS} ms; the worker is replaced`);
        this.stop(worker, 'timed out');
      }, RENDER_TIMEOUT_MS);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(id);
      };
      this.pending.set(id, {
        resolve: (pdf) => (done(), resolve(pdf)),
        reject: (error) => (done(), reject(error)),
      });
      worker.postMessage({ id, content, maxPages: RESUME_MAX_PAGES } satisfies ResumeRequest);
    });
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    if (worker) this.stop(worker, 'the application stops');
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const source = workerSource(__dirname, 'resume-pdf.worker');
    const worker = new Worker(source.file, {
      eval: source.eval,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    worker.on('message', (response: ResumeResponse) => {
      const request = this.pending.get(response.id);
      if (!request) return;
      if ('error' in response) request.reject(new Error(`Resume not drawn: ${response.error}`));
      else
        request.resolve(Buffer.from(response.pdf.buffer, response.pdf.byteOffset, response.pdf.byteLength));
    });
    worker.on('error', (error) => this.stop(worker, String(error)));
    worker.on('exit', (code) => this.stop(worker, `exit code ${code}`));
    this.worker = worker;
    return worker;
  }

  /** Forgets the worker and fails what it was asked (a later resume starts a new worker). */
  private stop(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    void worker.terminate();
    for (const request of [...this.pending.values()])
      request.reject(new Error(`Resume worker stopped (${reason})`));
  }
}
