// Starts the emulator and the gateway as child processes and stops them together.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { root } from './build.mjs';

/**
 * The gateway's V8 heap limit, in MiB (GATEWAY_HEAP_MB; issue 42). What a replica keeps is
 * weighed within CACHE_BUDGET_MB, but what it compiles and drops is garbage V8 collects only when
 * its heap nears the limit: at the default (4 GiB here) 3,000 distinct 30-alias documents left a
 * replica at 1.9 GB resident, nearly all of it collectable. npm start, npm run cluster and the
 * bench start every gateway with this limit; run it the same way in production.
 */
export const gatewayHeapMb = () => Number(process.env.GATEWAY_HEAP_MB ?? 320);

/**
 * The young generation's semi-space, in MiB. Node 24 sizes it by the machine (a replica here sat
 * at ~300 MiB resident under load, a third of it young objects): at 8 MiB the same load leaves it at
 * ~200 MiB for the same CPU per request (62-67 µs against 66-72 in the same rounds), and the issue
 * 42 probe (3,000 distinct 30-alias documents, 30,000 time-zone spellings) ends at ~390 MiB, not ~475.
 */
const SEMI_SPACE_MB = 8;

/** The environment that gives a gateway its heap limits, keeping any NODE_OPTIONS already set. */
export const gatewayNodeOptions = () => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${gatewayHeapMb()} --max-semi-space-size=${SEMI_SPACE_MB}`.trim(),
});

export function waitForPort(port, host = '127.0.0.1', timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

/** A port nothing listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` distinct ports nothing listens on now: each is held until all are found, so none comes twice. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
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

const RESTART_WINDOW_MS = 60_000;
const MAX_RESTARTS = 5;

/**
 * Starts a service and starts it again whenever it exits unasked, saying so;
 * past MAX_RESTARTS within a minute it gives up (a service that cannot start
 * would otherwise loop). `service.child` is always the current process.
 */
export function superviseService(name, entry, env, { isStopping, onGiveUp }) {
  const restarts = [];
  const service = { child: null };
  const launch = () => {
    const child = startService(name, entry, env);
    service.child = child;
    child.on('exit', () => {
      if (isStopping() || child.stopping) return;
      const now = Date.now();
      while (restarts.length > 0 && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
      if (restarts.length >= MAX_RESTARTS) {
        console.error(`✖ ${name} stopped ${MAX_RESTARTS + 1} times within a minute: giving up.`);
        onGiveUp();
        return;
      }
      restarts.push(now);
      console.error(`› Restarting ${name} (its data is kept)…`);
      setTimeout(() => {
        if (!isStopping()) launch();
      }, 500 * restarts.length);
    });
  };
  launch();
  return service;
}

export async function stopAll(children) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.stopping = true;
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}
