import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Express, Request } from 'express';

// What a request says of itself through a proxy the gateway trusts (TRUST_PROXY): whether the
// browser used https, and its address. These are Express's rules (`req.secure`, `req.ip`) for a
// request Express has not wrapped: the front door hands Node's own objects to the /graphql
// handlers, since giving them Express's prototypes cost ~2 µs a request (issue 42).

type TrustProxy = (address: string | undefined, hop: number) => boolean;

export interface Forwarded {
  /** `req.secure`: https on the socket or, from a trusted proxy, as its X-Forwarded-Proto says. */
  secure: (req: IncomingMessage) => boolean;
  /** `req.ip`, which only sign-in asks for (its throttle): Express's own getter answers it. */
  clientIp: (req: IncomingMessage) => string | undefined;
}

export function forwarded(app: Express): Forwarded {
  return {
    secure: (req) => {
      const socket = req.socket as Partial<TLSSocket>;
      const own = socket.encrypted === true ? 'https' : 'http';
      const trust = app.get('trust proxy fn') as TrustProxy;
      if (!trust(socket.remoteAddress, 0)) return own === 'https';
      // As Express reads it: the first of the header's values, else the socket's own protocol.
      const header = req.headers['x-forwarded-proto'];
      const protocol = (typeof header === 'string' && header) || own;
      const comma = protocol.indexOf(',');
      return (comma === -1 ? protocol : protocol.slice(0, comma)).trim() === 'https';
    },
    clientIp: (req) => {
      // A view with Express's prototype over the request's headers and socket: proxy-addr's walk
      // of X-Forwarded-For exactly as Express does it, without a copy of its rules here.
      const view = Object.create(app.request, {
        headers: { value: req.headers },
        socket: { value: req.socket },
        connection: { value: req.socket },
      }) as Request;
      return view.ip;
    },
  };
}
