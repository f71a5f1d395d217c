import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The code of a worker thread named `name` in `dir`: the build's JavaScript, or (tests running the
 * TypeScript sources, which have no build) the TypeScript source, transpiled on load with the typescript
 * package. Pass the result's `file` and `eval` to `new Worker`.
 */
export function workerSource(dir: string, name: string): { file: string; eval: boolean } {
  const built = join(dir, `${name}.js`);
  if (existsSync(built)) return { file: built, eval: false };
  const source = join(dir, `${name}.ts`);
  const code = `
    const ts = require('typescript');
    const { readFileSync } = require('node:fs');
    require.extensions['.ts'] = (module, file) => module._compile(ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    }).outputText, file);
    require(${JSON.stringify(source)});`;
  return { file: code, eval: true };
}
