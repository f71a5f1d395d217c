#!/usr/bin/env node
// Runs the browser journeys. Finds Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium); where it is
// missing it installs Debian's package when it can (as root with apt-get), else stops with one line saying how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
let chromium = candidates.find((p) => existsSync(p));

if (!chromium) {
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(
      'Chromium not found: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log('Chromium not found: installing Debian package chromium...');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error('Chromium could not be installed: run `apt-get install -y chromium` or set CHROMIUM_PATH.');
    process.exit(1);
  }
  chromium = '/usr/bin/chromium';
}

for (const built of ['apps/api/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(ROOT, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const result = spawnSync(
  process.execPath,
  [
    join(ROOT, 'node_modules/jest/bin/jest.js'),
    '-c',
    'apps/web-e2e/jest.config.cjs',
    '--runInBand',
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
