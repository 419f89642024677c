#!/usr/bin/env node
/**
 * `npm test`: runs the test suites one after another, the browser suite last with lint and typecheck beside it, keeps
 * going after a failure, and ends with one line `N passed, N failed` (CI reads that line, not Vitest's own closing
 * lines).
 *
 *   node scripts/test-all.mjs                  everything
 *   node scripts/test-all.mjs --only unit,api  only the named groups: lint, typecheck, unit, process, api, api-pg,
 *                                              budget, e2e
 *
 * Lint, typecheck and the web build count as one check each. A Vitest suite counts its tests from the JSON
 * reporter; a suite that crashes, times out or writes no JSON counts as one failure. api-pg runs only when
 * TEST_DATABASE_URL is set. The process tests (servers and clusters started as processes, mostly waiting) run beside
 * the API suite on PostgreSQL (on PGlite without TEST_DATABASE_URL), their output printed after it. The budget and e2e groups build the web app first (once); budget checks the JavaScript each
 * screen loads against its budget (scripts/bundle-budget.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * A guard against a hung suite, not a speed target (those are the benches'): long enough for the e2e files on a busy
 * 2-core machine, where they have taken from 10 to over 15 minutes with lint and typecheck beside them.
 */
const SUITE_TIMEOUT_MS = Number(process.env.TEST_SUITE_TIMEOUT_MS ?? 25 * 60_000);
const GROUPS = ['lint', 'typecheck', 'unit', 'process', 'api', 'api-pg', 'budget', 'e2e'];

function parseOnly(argv) {
  const index = argv.findIndex((argument) => argument === '--only' || argument.startsWith('--only='));
  if (index === -1) return new Set(GROUPS);
  const value = argv[index].includes('=') ? argv[index].slice('--only='.length) : argv[index + 1];
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !GROUPS.includes(name));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`--only takes a comma-separated list of: ${GROUPS.join(', ')}`);
    process.exit(2);
  }
  return new Set(names);
}

/** The children currently running, each in its own process group so that a timeout or Ctrl-C ends all its processes. */
const running = new Set();

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, signal);
    process.exit(130);
  });
}

/**
 * Runs a command with the console inherited (or, with `output`, its output collected into that array for printing
 * later); resolves to its exit code (null when killed or timed out). `env` entries override the environment; an
 * undefined entry removes that variable.
 */
function run(command, args, env = {}, output = null) {
  const childEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: childEnv,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
    });
    running.add(child);
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test-all] ${command} ${args.join(' ')} exceeded ${SUITE_TIMEOUT_MS / 1000} s: stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, SUITE_TIMEOUT_MS);
    const finish = (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve(timedOut ? null : code);
    };
    child.once('error', (error) => {
      console.error(`[test-all] could not start ${command}: ${error.message}`);
      finish(null);
    });
    child.once('exit', (code) => finish(code));
  });
}

function header(name) {
  console.log(`\n========== ${name} ==========\n`);
}

/**
 * A check that passes or fails as a whole. A check run beside another suite (`quiet`) collects its output in the
 * result's `output` instead of printing it, so that the caller prints it under its header once the suite beside it
 * has ended and the two outputs do not interleave.
 */
async function check(name, command, args, { quiet = false } = {}) {
  if (!quiet) header(name);
  const started = Date.now();
  const output = quiet ? [] : null;
  const code = await run(command, args, {}, output);
  const ok = code === 0;
  return {
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
    note: ok ? '' : `exit code ${code}`,
    output: output ? Buffer.concat(output) : null,
  };
}

function printQuiet(result) {
  header(result.name);
  process.stdout.write(result.output);
}

/** The first line of a failure message, without colour codes, cut to fit one line of the summary. */
function firstLine(message) {
  const plain = stripVTControlCharacters(String(message ?? ''));
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/**
 * Counts from Vitest's JSON report; a file that failed outside any test (import error, hook) counts as one failure.
 * `failures` names each failed test (file, title, the first line of its message) for the summary: CI keeps only the
 * end of a run's output, where Vitest's own report of a failure, printed minutes earlier, is gone.
 */
function countReport(report) {
  let failed = report.numFailedTests ?? 0;
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = relative(ROOT, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

/** A Vitest suite; `quiet`: run beside another suite, its output collected for printQuiet (as `check`'s). */
async function vitest(name, args, env = {}, { quiet = false } = {}) {
  if (!quiet) header(name);
  const started = Date.now();
  const directory = mkdtempSync(join(tmpdir(), 'frs-test-all-'));
  const jsonFile = join(directory, 'report.json');
  const output = quiet ? [] : null;
  const code = await run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`],
    env,
    output,
  );
  const seconds = (Date.now() - started) / 1000;
  let report;
  try {
    report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  } catch {
    report = null;
  }
  rmSync(directory, { recursive: true, force: true });
  const printed = output ? Buffer.concat(output) : null;
  if (!report) {
    return {
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `no JSON report (exit code ${code})`,
      output: printed,
    };
  }
  const counts = countReport(report);
  let note = '';
  if (code !== 0 && counts.failed === 0) {
    // Unhandled errors, no test files, a timeout: Vitest failed without a failing test to show for it.
    counts.failed = 1;
    note = `exit code ${code} without a failed test`;
  }
  return { name, ...counts, seconds, note, output: printed };
}

function printSummary(results) {
  const rows = [['suite', 'passed', 'failed', 'skipped', 'seconds', 'note']];
  for (const result of results) {
    rows.push([
      result.name,
      String(result.passed),
      String(result.failed),
      String(result.skipped),
      result.seconds.toFixed(1),
      result.note,
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 || column === 5 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  console.log('\n========== summary ==========\n');
  console.log(line(rows[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
  const failures = results.flatMap((result) => (result.failures ?? []).map((failure) => `${result.name}: ${failure}`));
  if (failures.length === 0) return;
  console.log('failed:');
  for (const failure of failures) console.log(`  ${failure}`);
  console.log('');
}

const only = parseOnly(process.argv.slice(2));
const results = [];
if (only.has('unit')) {
  // client: the typed client, and its example run against a started server (examples/).
  const projects = ['--project', 'contract', '--project', 'client', '--project', 'server-unit', '--project', 'web'];
  results.push(await vitest('unit', projects));
}
// The process tests start beside the API suite on PostgreSQL (or, without it, on PGlite) and are printed after it.
const url = process.env.TEST_DATABASE_URL;
const processBesidePostgres = only.has('api-pg') && url;
let processTests = null;
const startProcessTests = () => {
  if (only.has('process')) processTests = vitest('process', ['--project', 'process'], {}, { quiet: true });
};
if (!processBesidePostgres) startProcessTests();
// The API test setup picks PostgreSQL when TEST_DATABASE_URL is set: hide it for the PGlite run.
if (only.has('api')) results.push(await vitest('api (PGlite)', ['--project', 'api'], { TEST_DATABASE_URL: undefined }));
if (only.has('api-pg')) {
  if (url) {
    startProcessTests();
    results.push(await vitest('api (PostgreSQL)', ['--project', 'api'], { TEST_DATABASE_URL: url }));
  } else console.log('\n[test-all] TEST_DATABASE_URL is not set: the API suite on PostgreSQL does not run.');
}
if (processTests) {
  const result = await processTests;
  printQuiet(result);
  results.push(result);
}
if (only.has('budget') || only.has('e2e')) {
  results.push(await check('build web', 'npm', ['run', 'build', '--workspace', 'apps/web']));
}
if (only.has('budget')) results.push(await check('bundle budget', 'npm', ['run', 'budget']));
// Lint and typecheck each keep one core busy, and the browser suite leaves about a third of two cores idle (it waits
// on the browser and the server): they run beside it, which takes a minute or more off the whole run.
const staticChecks = [];
if (only.has('lint')) staticChecks.push(check('lint', 'npm', ['run', 'lint'], { quiet: true }));
if (only.has('typecheck')) staticChecks.push(check('typecheck', 'npm', ['run', 'typecheck'], { quiet: true }));
const e2e = only.has('e2e') ? vitest('e2e', ['--config', 'e2e/vitest.config.ts']) : null;
const staticResults = await Promise.all(staticChecks);
if (e2e) results.push(await e2e);
for (const result of staticResults) printQuiet(result);
results.unshift(...staticResults);

printSummary(results);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
