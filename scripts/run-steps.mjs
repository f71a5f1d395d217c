// Runs commands one after another with live output, and sums the tests each reported.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

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

/**
 * Runs a shell command with live output; with `quiet` its output is printed in one piece when it ends
 * (for commands that run side by side).
 */
export function run(title, command, env = {}, { quiet = false } = {}) {
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
      if (!quiet) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      if (!quiet) process.stderr.write(d);
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (quiet) console.log(`\n▼ ${title}\n${output}`);
      console.log(`${code === 0 ? '✔' : '✖'} ${title} (${seconds.toFixed(1)} s)`);
      resolve({ code: code ?? 1, output, seconds, ...countTests(output) });
    });
  });
}

/** Steps that `runSteps` runs side by side (each one core's worth of work, on a machine with two). */
export function together(...steps) {
  return { together: steps };
}

/**
 * Runs `[title, command, extraEnv?]` steps (or `together(...)` groups) in order and stops at the first that fails; prints each step's
 * time (with the machine's load average, since other work slows the steps down), the failed step and a
 * `Summary: N passed, N failed` line, and exits with 1 when a step failed.
 */
export async function runSteps(steps, env = {}) {
  let passed = 0;
  let failed = 0;
  let failedStep;
  const times = [];
  const started = Date.now();
  for (const step of steps) {
    const group = step.together ?? [step];
    const results = await Promise.all(
      group.map(([title, command, extra]) =>
        run(title, command, { ...env, ...extra }, { quiet: group.length > 1 }),
      ),
    );
    group.forEach(([title], i) => {
      const result = results[i];
      passed += result.passed;
      failed += result.failed;
      times.push([title, result.seconds]);
      if (result.code !== 0) {
        failedStep = failedStep ? `${failedStep}, ${title}` : title;
        if (result.failed === 0) failed += 1; // a step that failed without failing tests (lint, build) still fails
      }
    });
    if (failedStep) break;
  }
  const total = (Date.now() - started) / 1000;
  console.log(
    `\nTimes (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):`,
  );
  for (const [title, seconds] of times) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${title}`);
  console.log(`  ${total.toFixed(1).padStart(7)} s  total`);
  console.log(failedStep ? `\nFailed step: ${failedStep}` : '\nAll steps passed.');
  console.log(`Summary: ${passed} passed, ${failed} failed`);
  process.exit(failedStep ? 1 : 0);
}
