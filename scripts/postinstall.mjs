#!/usr/bin/env node
// After `npm install`: argon2's prebuilt binary crashes on some machines (seen on this Debian image), and
// npm 11 does not run dependencies' install scripts unless allowed. Check argon2 in a child process and,
// when it cannot hash, build it from source with npm's own node-gyp against this Node's headers.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const check = () =>
  spawnSync(
    process.execPath,
    ['-e', "require('argon2').hash('check').then(() => process.exit(0), () => process.exit(1))"],
    {
      stdio: 'ignore',
    },
  ).status === 0;

if (!existsSync(join('node_modules', 'argon2')) || check()) process.exit(0);

console.log('argon2: the prebuilt binary does not work here; building it from source...');
const npmCli = process.env.npm_execpath ?? '';
const nodeGyp = join(dirname(npmCli), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
const nodedir = join(dirname(process.execPath), '..');
const build = spawnSync(process.execPath, [nodeGyp, 'rebuild', `--nodedir=${nodedir}`], {
  cwd: join('node_modules', 'argon2'),
  stdio: 'inherit',
});
if (build.status !== 0 || !check()) {
  console.error('argon2 could not be built: install python3, make and g++ and run `npm rebuild argon2`.');
  process.exit(1);
}
console.log('argon2: built from source.');
