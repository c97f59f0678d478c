// The floor for a GraphQL gateway on this machine (issue 30): the app's UsersList by hash,
// answered by the leanest GraphQL server that can answer it at all: node:http, the body parsed,
// the hash looked up, the document compiled once by graphql-jit over the real schema, one
// upstream call, graphql-jit's own serialiser. No session, permissions, limits, validation of the
// upstream's answer, log line or security headers: what the product gateway adds is measured
// against this, and what this cannot reach, no gateway on this machine can.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { Pool } from 'undici';

const gatewayRequire = createRequire(new URL('../../../gateway/package.json', import.meta.url));
const { parse } = gatewayRequire('graphql');
const { compileQuery, isCompiledQuery } = gatewayRequire('graphql-jit');
const { makeExecutableSchema } = gatewayRequire('@graphql-tools/schema');

const schemaDir = new URL('../../../schema/', import.meta.url);
const typeDefs = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => readFileSync(new URL(file, schemaDir), 'utf8'));
const manifest = JSON.parse(readFileSync(new URL('../../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'));

const upstream = new Pool(process.env.UPSTREAM_URL, { connections: 64 });
const headers = { authorization: `Bearer ${process.env.ACCESS_TOKEN}`, 'activation-token': process.env.ACTIVATION_TOKEN };
const roles = { 1: 'ADMIN', 2: 'MANAGER' };
const yes = () => true;

const schema = makeExecutableSchema({
  typeDefs,
  resolvers: {
    Query: {
      users: async (_, { page, pageSize }) => {
        const { body } = await upstream.request({ path: `/users?page=${page}&limit=${pageSize}`, method: 'GET', headers });
        const answer = await body.json();
        return { ...answer, page, items: answer.items.map((user) => ({ ...user, id: String(user.id), role: roles[user.role] })) };
      },
    },
    User: { viewerCanChangeRole: yes, viewerCanDelete: yes, viewerCanEdit: yes },
  },
});

// Only the app's UsersList is compiled: enough for the bench, and a floor needs nothing more.
const compiled = new Map();
for (const [hash, text] of Object.entries(manifest)) {
  if (!/\bquery UsersList\b/.test(text)) continue;
  const query = compileQuery(schema, parse(text), 'UsersList');
  if (isCompiledQuery(query)) compiled.set(hash, query);
}

createServer(async (req, res) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  const { variables, extensions } = JSON.parse(text);
  const query = compiled.get(extensions?.persistedQuery?.sha256Hash);
  const result = query ? await query.query(undefined, {}, variables) : { errors: [{ message: 'PersistedQueryNotFound' }] };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(query ? query.stringify(result) : JSON.stringify(result));
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
