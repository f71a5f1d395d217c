import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import type { PreloadedData } from '@hireloop/schema';
import { WebRenderer, WORKER_YOUNG_MB } from './web-renderer';

/**
 * The real worker (web-render-worker.ts, compiled here to JavaScript as the build does) with a stand-in
 * for the web build's server renderer whose behaviour each page's path picks.
 */
const ROOT = join(__dirname, '..', '..', '..');

describe('WebRenderer', () => {
  let dir: string;
  let workerFile: string;
  let rendererFile: string;
  const renderers: WebRenderer[] = [];
  const preloaded: PreloadedData = {
    page: 'job',
    variables: { id: '1' },
    data: { job: { title: 'Tester' } },
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'web-renderer-'));
    const source = readFileSync(join(__dirname, 'web-render-worker.ts'), 'utf8');
    workerFile = join(dir, 'web-render-worker.js');
    writeFileSync(
      workerFile,
      ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.NodeNext, target: ts.ScriptTarget.ES2022 },
      }).outputText,
    );
    rendererFile = join(dir, 'prerender.mjs');
    writeFileSync(
      rendererFile,
      `export async function renderDocument(template, path, preloaded) {
         if (path === '/slow') await new Promise((r) => setTimeout(r, 300));
         if (path === '/broken') throw new Error('cannot draw');
         if (path === '/crash') process.exit(3);
         return template.replace('#', path + ' ' + preloaded.data.job.title);
       }`,
    );
  });

  afterAll(async () => {
    await Promise.all(renderers.map((r) => r.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  const renderer = (file = rendererFile) => {
    const r = new WebRenderer(file, workerFile);
    renderers.push(r);
    return r;
  };

  it('draws a page with its data in the worker', async () => {
    await expect(renderer().render('<p>#</p>', '/job/1', preloaded)).resolves.toBe('<p>/job/1 Tester</p>');
  });

  it('answers null at once while another page is being drawn, then draws again', async () => {
    const r = renderer();
    const slow = r.render('#', '/slow', preloaded);
    await expect(r.render('#', '/job/2', preloaded)).resolves.toBeNull();
    await expect(slow).resolves.toBe('/slow Tester');
    await expect(r.render('#', '/job/2', preloaded)).resolves.toBe('/job/2 Tester');
  });

  it('answers null when drawing fails, and goes on drawing', async () => {
    const r = renderer();
    await expect(r.render('#', '/broken', preloaded)).resolves.toBeNull();
    await expect(r.render('#', '/job/3', preloaded)).resolves.toBe('/job/3 Tester');
  });

  it('answers null when the worker dies, and starts a new one for the next page', async () => {
    const r = renderer();
    await expect(r.render('#', '/crash', preloaded)).resolves.toBeNull();
    await expect(r.render('#', '/job/4', preloaded)).resolves.toBe('/job/4 Tester');
  });

  it("keeps the worker's own small young generation under the image's V8 options", () => {
    const image = /NODE_OPTIONS="([^"]*)"/.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))![1];
    const oldSpaceMb = Number(/--max-old-space-size=(\d+)/.exec(image)![1]);
    // This class as the build compiles it, in a process started with the image's options, asking a
    // renderer that answers its worker's V8 heap limit (old generation + young generation).
    const classFile = join(dir, 'web-renderer.js');
    writeFileSync(
      classFile,
      ts.transpileModule(readFileSync(join(__dirname, 'web-renderer.ts'), 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
      }).outputText,
    );
    const heapRenderer = join(dir, 'heap.mjs');
    writeFileSync(
      heapRenderer,
      `import v8 from 'node:v8';
       export async function renderDocument() { return String(v8.getHeapStatistics().heap_size_limit); }`,
    );
    const script = `const { WebRenderer } = require(${JSON.stringify(classFile)});
      const r = new WebRenderer(${JSON.stringify(heapRenderer)}, ${JSON.stringify(workerFile)});
      r.render('#', '/', {}).then((limit) => { console.log(limit); return r.close(); });`;
    const limit = Number(
      execFileSync(process.execPath, [...image.split(' '), '-e', script], {
        env: { ...process.env, NODE_OPTIONS: '', NODE_PATH: join(ROOT, 'node_modules') },
        encoding: 'utf8',
      }).trim(),
    );
    expect(limit / 2 ** 20 - oldSpaceMb).toBe(WORKER_YOUNG_MB);
  });

  it('answers null without a server renderer in the build', async () => {
    await expect(renderer(join(dir, 'none.mjs')).render('#', '/job/5', preloaded)).resolves.toBeNull();
  });
});
