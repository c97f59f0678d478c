import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * Stops taking connections, then gives the ones already accepted `lateRequestsMs` to send their
 * request before closing the idle ones. A balancer that does not poll /readyz (nginx's open-source
 * edition) keeps opening connections to a draining replica; one accepted a moment before the close,
 * its request not read yet, counts as idle, and closing it at once would lose that request (a 502
 * for a mutation, which nginx does not send twice). A connection refused is sent to another replica.
 */
export function stopServing(server: Server, lateRequestsMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    // net.Server's close stops listening only; http.Server's would close the idle connections too.
    NetServer.prototype.close.call(server, () => resolve());
    setTimeout(() => server.closeIdleConnections(), lateRequestsMs).unref();
  });
}
