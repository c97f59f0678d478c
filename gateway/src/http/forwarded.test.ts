import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import express, { type Request } from 'express';
import { forwarded } from './forwarded';

// The front door's requests are Node's own: `secure` and `clientIp` must answer what Express's
// `req.secure` and `req.ip` would for the same request, for every TRUST_PROXY setting.

const settings: unknown[] = [false, true, 'loopback', 1, 2, '10.0.0.0/8', '10.0.0.1, 127.0.0.1'];
const peers = ['127.0.0.1', '10.0.0.1', '203.0.113.9'];
const protos = [undefined, 'https', 'http', 'https, http', ' https ', 'HTTPS', ''];
const forwardedFors = [undefined, '198.51.100.7', '198.51.100.7, 10.0.0.2', 'not-an-ip'];

function requestFrom(peer: string, encrypted: boolean, headers: Record<string, string | undefined>): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  if (encrypted) Object.defineProperty(socket, 'encrypted', { value: true });
  const req = new IncomingMessage(socket);
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) req.headers[name] = value;
  return req;
}

it('answers as Express does for every trust setting, peer, protocol and forwarded chain', () => {
  let compared = 0;
  for (const setting of settings) {
    const app = express();
    app.set('trust proxy', setting);
    const facts = forwarded(app);
    for (const peer of peers)
      for (const encrypted of [false, true])
        for (const proto of protos)
          for (const forwardedFor of forwardedFors) {
            const req = requestFrom(peer, encrypted, { 'x-forwarded-proto': proto, 'x-forwarded-for': forwardedFor });
            const wrapped = requestFrom(peer, encrypted, { 'x-forwarded-proto': proto, 'x-forwarded-for': forwardedFor });
            Object.setPrototypeOf(wrapped, app.request);
            const expected = { secure: (wrapped as Request).secure, ip: (wrapped as Request).ip };
            expect({ setting, peer, encrypted, proto, forwardedFor, secure: facts.secure(req), ip: facts.clientIp(req) }).toEqual({
              setting,
              peer,
              encrypted,
              proto,
              forwardedFor,
              ...expected,
            });
            compared++;
          }
  }
  expect(compared).toBe(settings.length * peers.length * 2 * protos.length * forwardedFors.length);
});

it('trusts no header without TRUST_PROXY: the socket alone says https and the address', () => {
  const facts = forwarded(express());
  const req = requestFrom('203.0.113.9', false, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' });
  expect(facts.secure(req)).toBe(false);
  expect(facts.clientIp(req)).toBe('203.0.113.9');
});
