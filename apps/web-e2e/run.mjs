#!/usr/bin/env node
// Runs the browser journeys. Finds Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium); where it is
// missing it installs Debian's package when it can (as root with apt-get), else stops with one line saying how.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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

const JEST = join(ROOT, 'node_modules/jest/bin/jest.js');
const CONFIG = 'apps/web-e2e/jest.config.cjs';
const env = { ...process.env, CHROMIUM_PATH: chromium };
const args = process.argv.slice(2);
const shardCount = Math.max(1, Number(process.env.JOURNEY_SHARDS ?? 2));

// Named files, or one shard asked for: one jest run, its output as it comes.
if (shardCount === 1 || args.some((a) => !a.startsWith('-'))) {
  const result = spawnSync(process.execPath, [JEST, '-c', CONFIG, '--runInBand', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  process.exit(result.status ?? 1);
}

// The journeys mostly wait (for the browser, the server, animations): on two cores, shards of them run side
// by side, each with a server, a mail catcher and a database of its own (global setup), so no shard sees
// another's changes. Each file goes to the shard with the least work so far, heaviest first; a file's
// weight is its duration in the last run that timed every file, else its size.
const DURATIONS = join(ROOT, 'node_modules/.cache/hireloop-journeys/durations.json');
const listed = spawnSync(process.execPath, [JEST, '-c', CONFIG, '--listTests'], {
  cwd: ROOT,
  env,
  encoding: 'utf8',
});
if (listed.status !== 0) {
  process.stderr.write(listed.stderr);
  process.exit(listed.status ?? 1);
}
const files = listed.stdout
  .split('\n')
  .filter((f) => f.endsWith('.ts'))
  .sort();
const timed = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {};
const weightOf = files.every((f) => timed[f] > 0) ? (f) => timed[f] : (f) => statSync(f).size;
const shards = Array.from({ length: shardCount }, () => ({ files: [], weight: 0 }));
for (const file of [...files].sort((a, b) => weightOf(b) - weightOf(a))) {
  const lightest = shards.reduce((min, s) => (s.weight < min.weight ? s : min));
  lightest.files.push(file);
  lightest.weight += weightOf(file);
}

const reports = mkdtempSync(join(tmpdir(), 'hireloop-journeys-'));
const runs = shards
  .filter((s) => s.files.length > 0)
  .map(
    (shard, i) =>
      new Promise((resolve) => {
        const report = join(reports, `shard-${i + 1}.json`);
        const child = spawn(
          process.execPath,
          [
            JEST,
            '-c',
            CONFIG,
            '--runInBand',
            '--json',
            `--outputFile=${report}`,
            ...args,
            '--runTestsByPath',
            ...shard.files,
          ],
          { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        // One shard's output in one piece, so the files' results do not interleave.
        child.on('close', (code) => {
          console.log(
            `\n── journeys, shard ${i + 1} of ${shardCount}: ${shard.files.length} files ──\n${output}`,
          );
          resolve({ code: code ?? 1, report });
        });
      }),
  );
const results = await Promise.all(runs);

// Each file's duration, for the next run's shards.
const durations = { ...timed };
for (const { report } of results) {
  if (!existsSync(report)) continue;
  for (const r of JSON.parse(readFileSync(report, 'utf8')).testResults ?? []) {
    if (r.endTime > r.startTime) durations[r.name] = r.endTime - r.startTime;
  }
}
mkdirSync(dirname(DURATIONS), { recursive: true });
writeFileSync(DURATIONS, JSON.stringify(durations, null, 2));
rmSync(reports, { recursive: true, force: true });
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
