// Starts the emulator and the gateway as child processes and stops them together.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { root } from './build.mjs';

export function waitForPort(port, host = '127.0.0.1', timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, host);
      socket.once('connect', () => { socket.end(); resolve(); });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => { socket.end(); resolve(true); });
    socket.once('error', () => { socket.destroy(); resolve(false); });
  });
}

export function startService(name, entry, env) {
  const child = spawn(process.execPath, [join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`✖ ${name} stopped unexpectedly (${code ?? signal})`);
  });
  return child;
}

export async function stopAll(children) {
  await Promise.all(children.map((child) => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.stopping = true;
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  })));
}
