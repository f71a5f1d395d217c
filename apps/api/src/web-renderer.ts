import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import type { PreloadedData } from '@hireloop/schema';

/** The web build's server renderer (apps/web/src/prerender/prerender.tsx, built into apps/web/dist-ssr). */
export interface ServerRenderer {
  renderDocument(template: string, path: string, preloaded: PreloadedData): Promise<string>;
}

export interface RenderRequest {
  id: number;
  template: string;
  path: string;
  preloaded: PreloadedData;
}

export type RenderResponse = { id: number; html: string } | { id: number; error: string };

/**
 * Old generation of the render worker: React, MUI and one page at a time fit in well under this. V8's
 * heap flags are the process's: a `--max-old-space-size` (the image's NODE_OPTIONS) replaces this for
 * every thread, as `--max-semi-space-size` would replace WORKER_YOUNG_MB.
 */
const WORKER_HEAP_MB = 96;
/**
 * Young generation of the render worker: it draws one page at a time and keeps almost nothing of it, so
 * a small one (4 MB semi-spaces) does, where the API's own thread keeps V8's default (16 MB semi-spaces)
 * for its many requests in flight.
 */
export const WORKER_YOUNG_MB = 12;
/** A page not drawn by then is sent without its data drawn, and the worker is replaced. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * Draws pages with their data in one worker thread, one page at a time, so the API's event loop never
 * waits for a render. `render` answers null at once when the build has no server renderer, while another
 * page is being drawn (a burst of new pages, e.g. a crawler: those pages go out without their data
 * drawn, as before), or when drawing fails. The worker starts on first use and again after it dies; it
 * never keeps the process alive.
 */
export class WebRenderer {
  private worker?: Worker;
  private pending?: { id: number; resolve: (html: string | null) => void };
  private nextId = 1;
  private readonly log = new Logger('Web');
  /** Whether the build has a server renderer (and the worker's code): looked up once, not per page. */
  private readonly available: boolean;

  constructor(
    private readonly rendererFile: string,
    private readonly workerFile = join(__dirname, 'web-render-worker.js'),
  ) {
    this.available = existsSync(rendererFile) && existsSync(workerFile);
  }

  static forBuild(webDist: string): WebRenderer {
    return new WebRenderer(join(webDist, '..', 'dist-ssr', 'prerender.js'));
  }

  render(template: string, path: string, preloaded: PreloadedData): Promise<string | null> {
    if (this.pending || !this.available) {
      return Promise.resolve(null);
    }
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (this.pending?.id !== id) return;
        this.log.warn(`${path} not drawn within ${RENDER_TIMEOUT_MS} ms; the render worker is replaced`);
        void this.close();
      }, RENDER_TIMEOUT_MS);
      timer.unref();
      this.pending = {
        id,
        resolve: (html) => {
          clearTimeout(timer);
          resolve(html);
        },
      };
      worker.postMessage({ id, template, path, preloaded } satisfies RenderRequest);
    });
  }

  /** Stops the worker (tests; the process's exit stops it anyway). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.settle(null);
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerFile, {
      workerData: { file: this.rendererFile },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    worker.unref();
    worker.on('message', (response: RenderResponse) => {
      if (response.id !== this.pending?.id) return;
      if ('error' in response) this.log.warn(`page not drawn with its data: ${response.error}`);
      this.settle('html' in response ? response.html : null);
    });
    const gone = (reason: string) => {
      if (this.worker !== worker) return;
      this.log.warn(`render worker stopped (${reason}); the next page starts a new one`);
      this.worker = undefined;
      this.settle(null);
    };
    worker.on('error', (error) => gone(String(error)));
    worker.on('exit', (code) => gone(`exit code ${code}`));
    this.worker = worker;
    return worker;
  }

  private settle(html: string | null) {
    const pending = this.pending;
    this.pending = undefined;
    pending?.resolve(html);
  }
}
