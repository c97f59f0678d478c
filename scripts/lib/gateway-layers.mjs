// The gateway's layers, bottom first (issue 27): a file may import its own layer and the ones
// below, never one above, type imports included. A path ending in `/` is a folder; `modules/*/`
// is every module's folder. A new top-level file or folder must be placed here (the test says so).
export const GATEWAY_LAYERS = [
  // What everything may use: errors, configuration, logging, shared state, tracing, the schema's plain types.
  ['errors.ts', 'config.ts', 'logger.ts', 'sports.ts', 'gc-tuning.ts', 'telemetry/', 'state/', 'generated/schema-types.ts'],
  // The upstream clients: pools, ids, JSON strings, the page schema.
  ['upstream/'],
  // HTTP pieces with no GraphQL in them: cookies, uploads, the CSV guard, the front door, SSE.
  ['http/'],
  // Sessions, viewers and permissions; the activity log's declarations, stores and diffing.
  ['access/', 'activity-log/'],
  // A request's context: the session, the callers, the providers.
  ['context.ts'],
  // The reference data several modules read, and the GraphQL platform (limits, audit, versions, paging, exports).
  ['catalogue/', 'graphql/', 'gateway-route.ts'],
  // The domains, side by side (ESLint forbids one importing another), with their contract and the
  // resolver types codegen builds from their mappers.
  ['modules/*/', 'modules/gateway-module.ts', 'generated/resolvers-types.ts'],
  // The wiring: the module list, the schema, the server, the process.
  ['modules/index.ts', 'schema.ts', 'prepared-schema.ts', 'server.ts', 'main.ts'],
];
