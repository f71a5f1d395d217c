// Runs commands one after another with live output, and sums the tests each reported.
import { spawn } from 'node:child_process';

/** Counts "N passed" / "N failed" from jest, vitest and node:test output. */
export function countTests(output) {
  const clean = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  let passed = 0;
  let failed = 0;
  for (const line of clean.split('\n')) {
    const jest = /^Tests:\s+(\S.*)$/.exec(line.trim());
    const vitest = /^Tests\s+(\S.*\(\d+\))$/.exec(line.trim());
    const summary = jest?.[1] ?? vitest?.[1];
    if (summary) {
      passed += Number(/(?<!\d)(\d+) passed/.exec(summary)?.[1] ?? 0);
      failed += Number(/(?<!\d)(\d+) failed/.exec(summary)?.[1] ?? 0);
    }
  }
  return { passed, failed };
}

export function run(title, command, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n▶ ${title}\n  $ ${command}`);
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✔' : '✖'} ${title} (${seconds} s)`);
      resolve({ code: code ?? 1, output, ...countTests(output) });
    });
  });
}
