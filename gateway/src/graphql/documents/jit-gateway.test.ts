import { parse, type OperationDefinitionNode } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { buildSchema } from '../../schema';
import { CacheBudget } from './cache-budget';
import { createJitGateway } from './jit-gateway';
import type { WeighedCache } from './weighed-cache';

// Apollo's path compiles an operation only once it is asked for again (issue 42): a client
// sending a new document per request costs graphql-js's execute, not a compile and its code.

const schema = buildSchema();

async function executorOver(cache: WeighedCache<string, CompiledQuery>) {
  const { executor } = await createJitGateway(schema, cache).load({ apollo: { key: undefined, keyHash: undefined, graphRef: undefined } });
  if (!executor) throw new Error('no executor');
  return (source: string, queryHash: string) => {
    const document = parse(source);
    const operation = document.definitions[0] as OperationDefinitionNode;
    // The parts of Apollo's request context the executor reads.
    const rc = { source, document, operation, operationName: null, queryHash, request: { variables: {} }, context: {} };
    return executor(rc as unknown as Parameters<typeof executor>[0]);
  };
}

describe('the jit executor on Apollo’s path', () => {
  it('runs a new operation with graphql-js and compiles it on its second run', async () => {
    const cache = new CacheBudget(64 * 1024 * 1024).cache<string, CompiledQuery>('apolloCompiled');
    const run = await executorOver(cache);
    const source = '{ __typename }';
    expect(await run(source, 'h1')).toEqual({ data: { __typename: 'Query' } });
    expect(cache.size).toBe(0);
    expect(await run(source, 'h1')).toEqual({ data: { __typename: 'Query' } });
    expect(cache.size).toBe(1);
    expect(await run(source, 'h1')).toEqual({ data: { __typename: 'Query' } });
    expect(cache.size).toBe(1);
  });

  it('keeps compiled operations within its weight, and runs one too heavy to keep with graphql-js', async () => {
    const cache = new CacheBudget(256 * 1024).cache<string, CompiledQuery>('apolloCompiled');
    const run = await executorOver(cache);
    const heavy = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    for (let i = 0; i < 3; i++) expect((await run(heavy, 'heavy')).data).toMatchObject({ a0: 'Query', a29: 'Query' });
    expect(cache.size).toBe(0);
    for (let i = 0; i < 20; i++) {
      await run(`{ __typename } # ${i}`, `h${i}`);
      await run(`{ __typename } # ${i}`, `h${i}`);
    }
    expect(cache.report().weight).toBeLessThanOrEqual(cache.report().budget);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(20);
  });
});
