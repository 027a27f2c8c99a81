import { spawn } from 'node:child_process';

/** Every running stage's process group, stopped with the run (Ctrl-C, or CI's own timeout). */
const runningGroups = new Set();

const stopGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already ended.
  }
};

// The exit status a shell gives a process ended by the signal: 128 plus its number.
for (const [signal, status] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    for (const pid of runningGroups) stopGroup(pid, 'SIGKILL');
    process.exit(status);
  });
}

/**
 * Runs a stage's command, keeping its output (and printing it as it comes unless `buffered`,
 * for a stage beside others, so that none interleave). A stage still running after `minutes`
 * is waiting for something that will not come: it is stopped with everything it started (test
 * processes, a database, a browser), so the run fails with that stage's output instead of
 * hanging until CI gives up without any. Resolves `{ code, output, overran }`.
 */
export function runStageProcess({ cmd, cwd, env }, { buffered, minutes }) {
  return new Promise((resolve) => {
    const [command, ...args] = cmd;
    // A process group of its own: one signal reaches every process the stage started.
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    runningGroups.add(child.pid);
    let output = '';
    const keep = (into) => (chunk) => {
      output += chunk;
      if (!buffered) into.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    let overran = false;
    const limit = setTimeout(() => {
      overran = true;
      stopGroup(child.pid, 'SIGKILL');
    }, minutes * 60_000);
    child.on('exit', (code) => {
      clearTimeout(limit);
      runningGroups.delete(child.pid);
      // Whatever the stage left running goes with it.
      stopGroup(child.pid, 'SIGKILL');
      resolve({ code: overran ? 1 : (code ?? 1), output, overran });
    });
  });
}
