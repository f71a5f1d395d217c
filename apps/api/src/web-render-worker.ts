/**
 * A worker thread that draws web pages with their data: it loads the web build's server renderer
 * (apps/web/dist-ssr/prerender.js) and answers the render requests of web-renderer.ts. Drawing a page
 * takes ~100 ms of CPU; here it does not hold up the API's event loop.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderRequest, RenderResponse, ServerRenderer } from './web-renderer';

const port = parentPort;
if (port) {
  const { file } = workerData as { file: string };
  const renderer = import(pathToFileURL(file).href) as Promise<ServerRenderer>;
  port.on('message', (request: RenderRequest) => {
    void renderer
      .then((r) => r.renderDocument(request.template, request.path, request.preloaded))
      .then(
        (html): RenderResponse => ({ id: request.id, html }),
        (error: unknown): RenderResponse => ({ id: request.id, error: String(error) }),
      )
      .then((response) => port.postMessage(response));
  });
}
