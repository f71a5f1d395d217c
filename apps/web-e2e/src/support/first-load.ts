import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  /** JavaScript files the browser must load before the page renders: the entry, the page's chunk and their static imports. */
  files: string[];
  gzipBytes: number;
}

/**
 * First-load JavaScript of a route of the built web app (apps/web/dist): the entry chunk, the lazily
 * loaded page module and every chunk they import statically, each gzipped at level 9 as a server
 * would send it. Read from Vite's build manifest.
 */
export function firstLoad(dist: string, pageSource: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  if (!manifest[pageSource]) throw new Error(`${pageSource} is not a chunk of the build`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  visit(entry);
  visit(pageSource);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const gzipBytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}
