// The shape production has, on one machine: the emulator, Debian's Redis and PostgreSQL, several
// gateway replicas with one SESSION_SECRET, Debian's nginx in front of them (deploy/nginx.conf)
// and Debian's Prometheus scraping each replica's metrics port with deploy/prometheus's alert
// rules. `npm run cluster` runs it; the cluster tests and the bench drive it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build.mjs';
import { startPostgres } from './postgres.mjs';
import { PROMETHEUS_BIN, startPrometheusProcess, untilPrometheusReady, writePrometheusFiles } from './prometheus.mjs';
import { freePort, freePorts, waitForPort } from './processes.mjs';
import { emulatorStartTimeoutMs, seedingNotice } from './volume.mjs';

export const NGINX_BIN = '/usr/sbin/nginx';
export const REDIS_BIN = '/usr/bin/redis-server';

const say = (quiet) => (line) => quiet || console.log(line);

/** A child process that is started again when it exits unasked (as a process manager would). */
function managed(name, start, { quiet, onExit }) {
  const proc = { name, child: null, restarts: 0, stopping: false };
  const launch = () => {
    const child = start();
    proc.child = child;
    child.on('exit', (code, signal) => {
      onExit?.(proc, code, signal);
      if (proc.stopping || child.intended) return;
      proc.restarts += 1;
      const now = Date.now();
      proc.recent = [...(proc.recent ?? []).filter((at) => now - at < 60_000), now];
      if (proc.recent.length > 5) {
        console.error(`✖ ${name} stopped 6 times within a minute: not starting it again.`);
        return;
      }
      say(quiet)(`› ${name} stopped (${code ?? signal}); starting it again`);
      setTimeout(() => !proc.stopping && launch(), 300);
    });
  };
  launch();
  proc.launch = launch;
  /** Stops the current process with `signal` and resolves once it has exited. */
  proc.signal = (signal, { restart = false } = {}) =>
    new Promise((resolve) => {
      const child = proc.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      // A SIGKILL is a crash: the manager starts the process again by itself.
      if (signal !== 'SIGKILL') child.intended = true;
      child.once('exit', () => {
        if (restart) launch();
        resolve();
      });
      child.kill(signal);
    });
  proc.stop = (signal = 'SIGTERM') => {
    proc.stopping = true;
    return proc.signal(signal);
  };
  return proc;
}

/** A Node service of the repo; `quiet` keeps its console output (activation codes, banners) out of a test run's. */
const node = (entry, env, quiet = false) =>
  spawn(process.execPath, [join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });

/**
 * Resolves once `url` answers 200 (a replica's /readyz), or rejects after `timeoutMs`. Three
 * replicas compile the app's documents at once: on a shared 2-core machine that took over 30 s.
 */
export async function untilReady(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** deploy/nginx.conf with this run's port, replicas and folder filled in. */
export function nginxConfig({ port, replicaPorts, nginxDir }) {
  const servers = replicaPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ');
  return readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('${PORT}', String(port))
    .replaceAll('${GATEWAY_SERVERS}', servers)
    .replaceAll('${NGINX_DIR}', nginxDir);
}

/**
 * Starts everything; resolves to the running cluster. Options: port (nginx), emulatorPort,
 * replicas, dataDir, sessionSecret, drainMs (each replica's SHUTDOWN_DRAIN_MS), logLevel, quiet,
 * upstream (an operator API instead of the emulator), env (more of the replicas' environment),
 * volume (the emulator's SEED_VOLUME, checked by the caller; it goes to the emulator with the
 * environment), prometheusPort (default: a free port), running (the caller's list of started parts,
 * for stopParts).
 */
export async function startCluster(options) {
  const { port, replicas, dataDir, sessionSecret, quiet = false } = options;
  const log = say(quiet);
  // The caller's list, so Ctrl-C while starting stops what already runs (stopParts).
  const running = options.running ?? [];
  const stopAll = () => stopParts(running);
  try {
    const upstream = options.upstream;
    let emulator = null;
    if (!upstream) {
      const emulatorData = join(dataDir, 'emulator');
      const notice = seedingNotice(options.volume, emulatorData);
      if (notice) log(notice);
      emulator = managed(
        'emulator',
        () => node('emulator/dist/main.js', { PORT: String(options.emulatorPort), DATA_DIR: emulatorData }, quiet),
        {
          quiet,
        },
      );
      running.push(emulator);
      await waitForPort(options.emulatorPort, '127.0.0.1', emulatorStartTimeoutMs(options.volume));
    }

    const redisDir = join(dataDir, 'redis');
    mkdirSync(redisDir, { recursive: true });
    const redisPort = await freePort();
    const redisArgs = ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--appendonly', 'yes', '--save', ''];
    const redis = managed('redis', () => spawn(REDIS_BIN, redisArgs, { stdio: 'ignore' }), { quiet });
    running.push(redis);
    await waitForPort(redisPort);

    const postgres = await startPostgres(await freePort(), { dataDir: join(dataDir, 'postgres') });
    if (!postgres.url) throw new Error(postgres.why);
    running.push({ stop: () => postgres.stop() });

    // Each replica's metrics on a port of its own, on loopback: Prometheus scrapes them, nginx never serves them.
    const ports = await freePorts(2 * replicas);
    const replicaPorts = ports.slice(0, replicas);
    const metricsPorts = ports.slice(replicas);
    const env = {
      UPSTREAM_API_URL: upstream ?? `http://127.0.0.1:${options.emulatorPort}`,
      SESSION_SECRET: sessionSecret,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATABASE_URL: postgres.url,
      TRUST_PROXY: 'loopback',
      HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: String(options.drainMs ?? 3000),
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...options.env,
    };
    const gateways = replicaPorts.map((replicaPort, i) => {
      const replica = managed(
        `gateway ${i + 1}`,
        () =>
          node(
            'gateway/dist/main.js',
            { ...env, PORT: String(replicaPort), METRICS_PORT: String(metricsPorts[i]), DATA_DIR: join(dataDir, `gateway-${i + 1}`) },
            quiet,
          ),
        { quiet },
      );
      replica.port = replicaPort;
      replica.metricsPort = metricsPorts[i];
      replica.ready = () => untilReady(`http://127.0.0.1:${replicaPort}/readyz`);
      /** SIGTERM (drain, then stop), then start it again and wait until it is ready: one step of a rolling restart. */
      replica.restart = async () => {
        await replica.signal('SIGTERM', { restart: true });
        await replica.ready();
      };
      return replica;
    });
    // Everything stops together at the end, at once (SIGINT: no drain, nothing is behind them then).
    running.push({ stop: () => Promise.all(gateways.map((replica) => replica.stop('SIGINT'))) });
    await Promise.all(gateways.map((replica) => replica.ready()));

    const nginxDir = join(dataDir, 'nginx');
    mkdirSync(nginxDir, { recursive: true });
    const conf = join(nginxDir, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ port, replicaPorts, nginxDir }));
    const nginx = managed(
      'nginx',
      () => spawn(NGINX_BIN, ['-c', conf, '-p', nginxDir, '-e', join(nginxDir, 'error.log')], { stdio: 'inherit' }),
      { quiet },
    );
    running.push({ stop: () => nginx.signal('SIGQUIT') });
    await waitForPort(port);
    log(`› nginx on ${port} in front of ${replicas} gateway replicas`);

    const prometheusDir = join(dataDir, 'prometheus');
    const prometheusPort = options.prometheusPort ?? (await freePort());
    writePrometheusFiles(
      prometheusDir,
      metricsPorts.map((metricsPort, i) => ({ port: metricsPort, replica: i + 1 })),
    );
    const prometheus = managed('prometheus', () => startPrometheusProcess(prometheusDir, prometheusPort, quiet), { quiet });
    running.push({ stop: () => prometheus.signal('SIGTERM') });
    const prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
    await untilPrometheusReady(prometheusUrl);

    return {
      url: `http://127.0.0.1:${port}`,
      port,
      emulator,
      emulatorPort: options.emulatorPort,
      gateways,
      redis: {
        port: redisPort,
        stop: () => redis.signal('SIGTERM'),
        async start() {
          redis.launch();
          await waitForPort(redisPort);
        },
      },
      postgres,
      nginxDir,
      accessLog: join(nginxDir, 'access.log'),
      prometheus: { url: prometheusUrl, dir: prometheusDir },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Stops every part started so far, the last started first. */
export async function stopParts(running) {
  while (running.length > 0) await running.pop().stop();
}

/** What the machine lacks for a cluster, in words, or null. */
export function clusterPrerequisites() {
  const missing = [];
  if (!existsSync(NGINX_BIN)) missing.push('nginx (apt-get install nginx)');
  if (!existsSync(REDIS_BIN)) missing.push('Redis (apt-get install redis-server)');
  if (!existsSync(PROMETHEUS_BIN)) missing.push('Prometheus (apt-get install --no-install-recommends prometheus)');
  return missing.length > 0 ? `missing: ${missing.join(', ')}` : null;
}
