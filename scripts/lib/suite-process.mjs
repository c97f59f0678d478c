// One process of an `npm test` suite. Suites run side by side (one that mostly waits on browsers
// beside one that computes): each process's output is kept and printed as one block when it ends,
// so two suites' lines never interleave, and its CPU time is measured (GNU time, when installed)
// to show what running side by side cost. A suite that outlives its limit (a hang: a test process
// kept alive by an open handle) is stopped with everything it started and printed with what it
// wrote, so a run always ends with its summary rather than at CI's own timeout, silent.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const GNU_TIME = '/usr/bin/time';
const running = new Set();

/** Stops a suite's whole process group (it runs detached: its own group, so its children too). */
function stopGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

// The suites run in process groups of their own, which a Ctrl-C or CI's stop does not reach:
// whatever ends this process ends them too.
process.on('exit', () => {
  for (const child of running) stopGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

/** User + system CPU seconds GNU time wrote, or null. */
function cpuSeconds(file) {
  try {
    const [user, system] = readFileSync(file, 'utf8').trim().split('\n').pop().split(' ').map(Number);
    return Number.isFinite(user) && Number.isFinite(system) ? user + system : null;
  } catch {
    return null;
  }
}

/**
 * Runs `cmd args` (cwd and env in `options`); once it exits, prints what it wrote (stdout and
 * stderr in the order written) under a `── label ──` heading and resolves its exit status, its
 * stdout, the CPU seconds it and its children used (null when unmeasured) and `timedOut` when it
 * was stopped after `limitMinutes`.
 */
export function runSuiteProcess(label, cmd, args, options = {}, { limitMinutes = 30 } = {}) {
  const timing = existsSync(GNU_TIME) ? mkdtempSync(join(tmpdir(), 'suite-cpu-')) : null;
  const timeFile = timing && join(timing, 'cpu');
  const [command, argv] = timeFile ? [GNU_TIME, ['-f', '%U %S', '-o', timeFile, cmd, ...args]] : [cmd, args];
  console.log(`› ${label} started`);
  return new Promise((resolve) => {
    const child = spawn(command, argv, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const written = [];
    const stdout = [];
    let timedOut = false;
    const limit = setTimeout(() => {
      timedOut = true;
      stopGroup(child, 'SIGTERM');
      setTimeout(() => stopGroup(child, 'SIGKILL'), 10_000).unref();
    }, limitMinutes * 60_000);
    child.stdout.on('data', (chunk) => {
      written.push(chunk);
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk) => written.push(chunk));
    child.on('error', (error) => written.push(Buffer.from(`${error.message}\n`)));
    let ended = false;
    const end = (code, signal, note) => {
      if (ended) return;
      ended = true;
      clearTimeout(limit);
      running.delete(child);
      process.stdout.write(`\n── ${label} ──\n`);
      process.stdout.write(Buffer.concat(written));
      if (timedOut) process.stdout.write(`✖ ${label}: stopped after ${limitMinutes} min without finishing (its output above)\n`);
      if (note) process.stdout.write(`› ${label}: ${note}\n`);
      const cpu = timeFile ? cpuSeconds(timeFile) : null;
      if (timing) rmSync(timing, { recursive: true, force: true });
      resolve({ status: code ?? (signal ? 1 : 0), stdout: Buffer.concat(stdout).toString('utf8'), cpu, timedOut });
    };
    child.on('close', (code, signal) => {
      stopGroup(child, 'SIGKILL'); // anything of its own it left behind
      end(code, signal);
    });
    // A process the suite started and left running keeps its output open after the suite's own
    // process exits: the suite has ended all the same, and the group is stopped.
    child.on('exit', (code, signal) => {
      setTimeout(() => {
        if (ended) return;
        stopGroup(child, 'SIGKILL');
        child.stdout.destroy();
        child.stderr.destroy();
        end(code, signal, 'a process it started was still running when it exited, and was stopped');
      }, 5_000);
    });
  });
}
