// `npm test`: every check of the README, with the independent ones side by side so the whole run
// stays well under CI's time budget on a 2-core machine. Stages run in order; the steps of a stage
// run at once (the first one's output streams; the others' is kept and printed when they end, so
// logs do not interleave).
// A failing step stops the run once its stage is over. Timings are printed at the end.
//
//   1. lock file check
//   2. lint | typecheck                      (each single-threaded: two cores, two steps)
//   3. unit + integration tests | build      (the tests read TypeScript sources, never dist/;
//                                             they wait on the database much of the time)
//      The workspaces' test runs are shared out over three lanes, longest first: the first lane
//      starts at once, the others when the build is done (Vitest runs one worker per workspace on
//      2 cores, and the server tests wait on the database much of the time: two lanes left CPU
//      idle: in a clean run on this 2-core machine the stage took 548 s with two lanes, 499 s with three).
//   4. end-to-end journeys (need the build)
//
// SUITE_TEST_SERIAL=1 runs every step one after the other (the old `a && b && c` chain);
// SUITE_UNIT_LANES=1 keeps one workspace at a time in stage 3.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serial = process.env.SUITE_TEST_SERIAL === '1';

const stages = [
  [{ name: 'lock file', cmd: 'node scripts/lockfile.mjs' }],
  [
    { name: 'lint', cmd: 'npm run lint' },
    { name: 'typecheck', cmd: 'npm run typecheck' },
  ],
  [
    { name: 'unit and integration tests', pool: true },
    { name: 'build', cmd: 'npm run build' },
  ],
  [{ name: 'end-to-end', cmd: 'npm run test:e2e' }],
];

/**
 * The workspaces with tests, longest first (rough figures from the CI logs): a lane takes the next
 * one when it is free, so the long ones do not end up last.
 */
const UNIT_WORKSPACES = ['modules/agile', 'platform-api', 'tests', 'shell', 'modules/engagement', 'modules/bi', 'modules/cadence', 'modules/product', 'modules/investor', 'sdk', 'storybook'];
const lanes = serial ? 1 : Math.max(1, Number(process.env.SUITE_UNIT_LANES ?? 3));

const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one step; its output streams when `stream`, else is kept until it ends. */
function run(step, stream) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, { cwd: root, shell: true, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks = [];
    if (!stream) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      timings.push({ name: step.name, ms, ok: code === 0 });
      if (!stream) {
        process.stdout.write(`\n===== ${step.name} (${step.cmd}) =====\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      process.stdout.write(`===== ${step.name}: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)}\n`);
      resolve(code === 0);
    });
  });
}

/**
 * The unit and integration tests of every workspace, over `lanes` lanes: lane 1 starts at once,
 * the others once `buildDone` resolves (at once when nothing builds alongside). Each workspace's
 * output is printed when it ends. Every workspace runs even after a failure (all failures shown).
 */
async function runUnitPool(buildDone) {
  const started = Date.now();
  const queue = [...UNIT_WORKSPACES];
  const results = [];
  const lane = async (index) => {
    if (index > 0) await buildDone;
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await run({ name: `  tests ${next}`, cmd: `npm run test --workspace ${next}` }, false));
  };
  await Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
  const passed = !results.includes(false);
  timings.push({ name: 'unit and integration tests', ms: Date.now() - started, ok: passed });
  process.stdout.write(`===== unit and integration tests (${lanes} lane(s)): ${passed ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}\n`);
  return passed;
}

async function runStage(stage) {
  const build = stage.find((step) => !step.pool && step.name === 'build');
  let buildDone = Promise.resolve();
  const others = stage.filter((step) => !step.pool);
  const promises = new Map(others.map((step, index) => [step, run(step, index === 0 && !stage.some((s) => s.pool))]));
  if (build) buildDone = promises.get(build).then(() => undefined);
  const pool = stage.some((step) => step.pool) ? [runUnitPool(buildDone)] : [];
  return Promise.all([...pool, ...promises.values()]);
}

const started = Date.now();
let ok = true;
for (const stage of serial ? stages.flat().map((step) => [step]) : stages) {
  if (stage.length > 1) process.stdout.write(`\n----- at once: ${stage.map((step) => step.name).join(' | ')}\n`);
  const results = await runStage(stage);
  if (results.includes(false)) {
    ok = false;
    break;
  }
}

process.stdout.write('\nnpm test timings:\n');
for (const { name, ms, ok: passed } of timings) process.stdout.write(`  ${name.padEnd(28)} ${seconds(ms).padStart(7)}${passed ? '' : '  FAILED'}\n`);
process.stdout.write(`  ${'total'.padEnd(28)} ${seconds(Date.now() - started).padStart(7)}\n`);
process.exit(ok ? 0 : 1);
