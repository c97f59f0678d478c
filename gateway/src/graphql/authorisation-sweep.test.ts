import { Readable } from 'node:stream';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { Upload } from 'graphql-upload-minimal';
import { buildSchema } from '../schema';
import { codes, useHarness } from '../test/harness';
import { MANAGER } from '../test/fixtures';

// Every root field, read from the schema, run as a signed-out client and as a
// signed-in Manager without any permission: refused, and nothing written
// upstream. A new mutation or query is covered without editing this test;
// only the fields below, public or open to every signed-in user by design,
// answer otherwise (hardening issue, item 10).

const h = useHarness();
const schema = buildSchema();

/** Open to anyone: sign-in and activation answer their own way; `ok` and `viewer` say nothing about others. */
const PUBLIC = new Set(['Mutation.signIn', 'Mutation.activate', 'Mutation.noop', 'Mutation.signOut', 'Query.ok', 'Query.viewer']);
/** Open to every signed-in user by design, about themselves or filtered to what they may read. */
const ANY_SIGNED_IN = new Set([
  'Mutation.changePassword', // their own password
  'Query.websites', // filtered to the websites the viewer may read
  'Query.website', // null for a website the viewer may not read
  'Query.allLanguages', // exception pickers of the translation modal
  'Query.search', // the command palette: each source only when readable, rows filtered (search.integration.test.ts)
]);

const NO_PERMISSIONS = { ...MANAGER, id: 9, email: 'nobody@example.com', onlinePermissions: null };

function upload(): Upload {
  const file = new Upload() as Upload & { resolve(file: unknown): void };
  file.resolve({
    filename: 'x.csv',
    mimetype: 'text/csv',
    encoding: '7bit',
    fieldName: 'file',
    createReadStream: () => Readable.from([Buffer.from('a,b,c\n')]),
  });
  return file;
}

/** A value of the type that passes validation (required fields filled, one item per list). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'Upload':
        return upload();
      case 'JSON':
        return {};
      default:
        return '1';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args;
  const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection =
    isObjectType(getNamedType(field.type)) || (!isScalarType(getNamedType(field.type)) && !isEnumType(getNamedType(field.type)))
      ? ' { __typename }'
      : '';
  const text = `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  const variables = Object.fromEntries(args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, sample(a.type)]));
  return { text, variables };
}

const fieldsOf = (kind: 'query' | 'mutation') => {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(root.getFields()).map((f) => [`${root.name}.${f.name}`, kind, f] as const);
};
const guarded = [...fieldsOf('mutation'), ...fieldsOf('query')].filter(([name]) => !PUBLIC.has(name));
const writes = (calls: string[]) => calls.filter((c) => !c.startsWith('GET ') && c !== 'POST /auth/check-auth');

describe('every guarded root field, signed out', () => {
  it.each(guarded)('%s answers UNAUTHENTICATED without an upstream call', async (_name, kind, field) => {
    const { text, variables } = operation(kind, field);
    const r = await h.run(text, { variables });
    expect(codes(r)).toEqual(['UNAUTHENTICATED']);
    expect(r.calls).toEqual([]);
  });
});

describe('every guarded root field, as a Manager without permissions', () => {
  it.each(guarded.filter(([name]) => !ANY_SIGNED_IN.has(name)))(
    '%s answers FORBIDDEN and writes nothing upstream',
    async (_name, kind, field) => {
      h.expectCheckAuth(NO_PERMISSIONS);
      const { text, variables } = operation(kind, field);
      const r = await h.run(text, { variables, cookie: h.sessionCookie(NO_PERMISSIONS) });
      expect(codes(r)).toEqual(['FORBIDDEN']);
      expect(writes(r.calls)).toEqual([]);
    },
  );
});

it('knows every field it lets through', () => {
  const names = new Set([...fieldsOf('mutation'), ...fieldsOf('query')].map(([name]) => name));
  for (const name of [...PUBLIC, ...ANY_SIGNED_IN]) expect(names).toContain(name);
});
