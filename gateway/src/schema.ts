import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './generated/resolvers-types';
import { MODULES } from './modules';
import { withAuditLog, type AuditOptions } from './graphql/audit/audit-log';
import { withTextLimits } from './graphql/text-limits';
import { withVersionCheck } from './graphql/audit/version-check';

// The SDL in <repo>/schema is the contract; the gateway serves it as is.
// Same relative location from src/ (ts-jest) and dist/ (built).
export const SCHEMA_DIR = path.resolve(__dirname, '..', '..', 'schema');

const baseResolvers: Resolvers = {
  Query: { ok: () => true },
  Mutation: { noop: () => null },
};

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

export function buildSchema(typeDefs = loadTypeDefs()): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: mergeResolvers([baseResolvers, ...MODULES.flatMap((module) => module.resolvers)]),
  });
  // Text limits outermost: a refused input never reaches the resolver, nor the audit line.
  const audit = auditOptions();
  // Inside the audit: a save refused for a conflict answers userErrors, and is not recorded.
  return withTextLimits(withAuditLog(withVersionCheck(schema, audit.subjects), audit));
}

/** Each mutation's area (the module that resolves it) and the modules' activity declarations. */
function auditOptions(): AuditOptions {
  const areas = new Map<string, string>();
  for (const module of MODULES) {
    for (const part of module.resolvers) for (const field of Object.keys(part.Mutation ?? {})) areas.set(field, module.name);
  }
  return {
    areas,
    subjects: Object.fromEntries(MODULES.flatMap((module) => Object.entries(module.activity?.subjects ?? {}))),
    notChanges: new Set(MODULES.flatMap((module) => module.activity?.notChanges ?? [])),
    reverters: Object.fromEntries(MODULES.flatMap((module) => Object.entries(module.revert ?? {}))),
    websiteOf: new Map(
      MODULES.flatMap((module) => (module.live?.websiteOfWrite ? [[module.name, module.live.websiteOfWrite] as const] : [])),
    ),
  };
}

/** Shallow per-type merge; a field defined twice is a programming error. */
function mergeResolvers(parts: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      const target = (out[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`Resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return out as Resolvers;
}
