// The baseline for the gateway's throughput: a bare pass-through proxy that
// answers the same GraphQL users-page query with the same JSON reshaping and
// one upstream call, and nothing else (no parsing, validation, session or logs).
import { createServer } from 'node:http';
import { Pool } from 'undici';

const upstream = new Pool(process.env.UPSTREAM_URL, { connections: 64 });
const headers = {
  authorization: `Bearer ${process.env.ACCESS_TOKEN}`,
  'activation-token': process.env.ACTIVATION_TOKEN,
};
const roles = { 1: 'ADMIN', 2: 'MANAGER' };

createServer(async (req, res) => {
  for await (const _ of req); // drain the GraphQL request body
  const { body } = await upstream.request({ path: '/users?page=1&limit=10', method: 'GET', headers });
  const page = await body.json();
  const items = page.items.map((u) => ({ id: String(u.id), email: u.email, role: roles[u.role], isDeveloper: u.isDeveloper }));
  const json = JSON.stringify({ data: { users: { items, totalItems: page.totalItems, pageCount: page.pageCount } } });
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(json);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
