import { isObjectType } from 'graphql';
import { buildSchema } from '../../schema';

// A `version` in the SDL is answered by the gateway from an Activity subject (version-check.ts).
// One declared without a subject behind it would fail every query that asks it: none may be.

it('every version field of the schema is resolved by the version check', () => {
  const schema = buildSchema();
  const unresolved = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    // A conflict carries the version it names as data.
    .filter((type) => !type.name.startsWith('__') && type.name !== 'Conflict')
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => /^(version|[a-z]+Version)$/.test(field.name) && !field.resolve)
        .map((field) => `${type.name}.${field.name}`),
    );
  expect(unresolved).toEqual([]);
});
