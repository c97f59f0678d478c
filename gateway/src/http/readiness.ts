import type { RequestHandler } from 'express';

// What a load balancer asks a replica (README "Running several replicas"):
// - /livez: the process answers (restart it when it does not);
// - /readyz: send it traffic. No while starting (the schema and the app's trusted documents
//   compiled, Apollo started, the shared stores answered once) and while draining (SIGTERM:
//   the balancer takes it out before it stops). A store that fails later does not make a
//   replica unready (every replica shares it, and writes queue, the throttle fails open):
//   /healthz says what is degraded.

export interface Readiness {
  /** Resolves once the replica may take traffic. */
  started: Promise<void>;
  /** True from SIGTERM on. */
  draining(): boolean;
}

export function livez(): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'alive' });
  };
}

export function readyz(readiness: Readiness): RequestHandler {
  let started = false;
  readiness.started.then(
    () => (started = true),
    () => {},
  );
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const status = readiness.draining() ? 'draining' : started ? 'ready' : 'starting';
    res.status(status === 'ready' ? 200 : 503).json({ status });
  };
}

/** Whether `check` resolves within `ms` (false when it rejects or takes longer). */
export function answersWithin(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    check().then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/** Retries `check` every `intervalMs` until it resolves: a store down at start holds readiness back. */
export async function untilReachable(check: () => Promise<unknown>, intervalMs = 1000): Promise<void> {
  for (;;) {
    try {
      await check();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, intervalMs).unref());
    }
  }
}
