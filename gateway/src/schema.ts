import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './generated/resolvers-types';
import { withAuditLog } from './graphql/audit-log';
import { withTextLimits } from './graphql/text-limits';
import { authResolvers } from './modules/auth/resolvers';
import { usersResolvers } from './modules/users/resolvers';
import { websitesResolvers } from './modules/websites/resolvers';
import { websiteMutationResolvers } from './modules/websites/mutations';
import { organisationResolvers } from './modules/organisation/resolvers';
import { translationsResolvers } from './modules/translations/resolvers';
import { wordResolvers } from './modules/translations/word-resolvers';
import { importResolvers } from './modules/translations/import-resolvers';
import { websiteConfigResolvers } from './modules/website-config/resolvers';
import { websiteConfigSaveResolvers } from './modules/website-config/save-resolvers';
import { websiteConfigImageResolvers } from './modules/website-config/image-resolvers';
import { tooltipsResolvers } from './modules/tooltips/resolvers';
import { seoResolvers } from './modules/seo/resolvers';
import { seoMutationResolvers } from './modules/seo/mutation-resolvers';

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
    resolvers: mergeResolvers([
      baseResolvers,
      authResolvers,
      usersResolvers,
      websitesResolvers,
      websiteMutationResolvers,
      organisationResolvers,
      translationsResolvers,
      wordResolvers,
      importResolvers,
      websiteConfigResolvers,
      websiteConfigSaveResolvers,
      websiteConfigImageResolvers,
      tooltipsResolvers,
      seoResolvers,
      seoMutationResolvers,
    ]),
  });
  // Text limits outermost: a refused input never reaches the resolver, nor the audit line.
  return withTextLimits(withAuditLog(schema));
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
