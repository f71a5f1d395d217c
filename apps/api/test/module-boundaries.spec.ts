import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * Lints each snippet as if it were the named file with the workspace's ESLint config, running only
 * `@nx/enforce-module-boundaries` (no type information needed), after computing the Nx project graph the
 * rule reads. Answers each snippet's messages.
 */
const LINT_SNIPPETS = `
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
await createProjectGraphAsync({ exitOnError: true });
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { project: null, projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === '@nx/enforce-module-boundaries',
});
const out = [];
for (const [filePath, code] of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
}
console.log(JSON.stringify(out));
`;

function boundaryMessages(cases: [file: string, code: string][]): string[][] {
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_SNIPPETS, JSON.stringify(cases)],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as string[][];
}

describe('Nx module boundaries (lint)', () => {
  it('reports imports across scopes and frameworks in shared code, and lets the allowed ones through', () => {
    const [apiUsesUi, webUsesApi, schemaUsesNest, schemaUsesUi, apiUsesSchema, webUsesSchema] =
      boundaryMessages([
        ['apps/api/src/main.ts', "import { Pager } from '@hireloop/ui';\nexport const x = Pager;\n"],
        ['apps/web/src/main.tsx', "import { x } from '../../api/src/main';\nexport const y = x;\n"],
        [
          'libs/schema/src/index.ts',
          "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n",
        ],
        ['libs/schema/src/index.ts', "import { Pager } from '@hireloop/ui';\nexport const x = Pager;\n"],
        ['apps/api/src/main.ts', "import { Role } from '@hireloop/schema';\nexport const x = Role;\n"],
        ['apps/web/src/main.tsx', "import { Role } from '@hireloop/schema';\nexport const x = Role;\n"],
      ]);
    const rule = expect.stringMatching(/^@nx\/enforce-module-boundaries: /);
    expect(apiUsesUi).toEqual([rule]);
    expect(webUsesApi).toEqual([rule]);
    expect(schemaUsesNest).toEqual([rule]);
    expect(schemaUsesUi).toEqual([rule]);
    expect(apiUsesSchema).toEqual([]);
    expect(webUsesSchema).toEqual([]);
  }, 300_000);
});

describe('import circles (scripts/import-circles.mjs, run by npm test)', () => {
  it('reports two files that import each other, even by type only, and passes files that do not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circles-'));
    try {
      writeFileSync(join(dir, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }');
      mkdirSync(join(dir, 'src'));
      writeFileSync(
        join(dir, 'src', 'a.ts'),
        "import type { B } from './b';\nexport interface A { b?: B }\n",
      );
      writeFileSync(
        join(dir, 'src', 'b.ts'),
        "import { c } from './c';\nexport interface B { c: typeof c }\n",
      );
      writeFileSync(join(dir, 'src', 'c.ts'), 'export const c = 1;\n');
      const check = () =>
        spawnSync(
          process.execPath,
          ['scripts/import-circles.mjs', join(dir, 'src'), join(dir, 'tsconfig.json')],
          {
            cwd: ROOT,
            encoding: 'utf8',
          },
        );
      expect(check().status).toBe(0);

      writeFileSync(join(dir, 'src', 'c.ts'), "import type { A } from './a';\nexport const c: A | 1 = 1;\n");
      const circle = check();
      expect(circle.status).toBe(1);
      expect(circle.stderr).toMatch(/Import circle: \S*a\.ts → \S*b\.ts → \S*c\.ts → \S*a\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
