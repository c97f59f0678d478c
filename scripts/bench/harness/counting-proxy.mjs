// A transparent HTTP proxy in front of the emulator that counts the calls the
// gateway makes, so a screen's upstream cost is measured, not guessed.
import { createServer, request } from 'node:http';

export function startCountingProxy(targetUrl) {
  const target = new URL(targetUrl);
  const calls = [];
  const server = createServer((req, res) => {
    if (!req.url.startsWith('/_dev')) calls.push(`${req.method} ${req.url.split('?')[0]}`);
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        calls,
        reset: () => {
          calls.length = 0;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(done);
          }),
      }),
    ),
  );
}
