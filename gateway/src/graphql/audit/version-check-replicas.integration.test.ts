import { signIn } from '../../test/emulator-stack';
import { redisTestUrl } from '../../test/redis';
import { gqlAt as gql, startReplicas, type Replicas } from '../../test/replicas';

// Two staff on two replicas sharing Redis (issue 41): each replica keeps its own Activity store
// here, so only the note a save leaves in Redis tells the other replica who changed the record.

const withRedis = redisTestUrl() ? describe : describe.skip;
const ADMIN = { id: 1, email: 'admin@example.com', password: 'Admin123!' };
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const READ = `query($id: ID!) { language(id: $id) { name code version } }`;
const UPDATE = `mutation($input: UpdateLanguageInput!) { updateLanguage(input: $input) {
  userErrors { code conflict { changedBy fields { name theirs } } } } }`;

withRedis('the version check across replicas', () => {
  let stack: Replicas;
  let bases: string[];
  let emulatorUrl: string;

  beforeAll(async () => {
    stack = await startReplicas();
    ({ bases, emulatorUrl } = stack);
  });
  afterAll(() => stack?.close());

  it('names the colleague whose save went through the other replica a moment before', async () => {
    const [admin, developer] = [await signIn(emulatorUrl, ADMIN), await signIn(emulatorUrl, DEVELOPER)];
    const created = await gql(
      bases[0]!,
      `mutation { createLanguage(input: { name: "Replicas", code: "rpl" }) { language { id } } }`,
      {},
      admin,
    );
    const id = created.data?.createLanguage.language.id as string;
    const base = (await gql(bases[0]!, READ, { id }, admin)).data?.language as { name: string; version: string };

    const theirs = await gql(bases[0]!, UPDATE, { input: { id, name: base.name, code: 'rpl-dev', baseVersion: base.version } }, developer);
    expect(theirs.data?.updateLanguage.userErrors).toEqual([]);
    const mine = await gql(bases[1]!, UPDATE, { input: { id, name: base.name, code: 'rpl-admin', baseVersion: base.version } }, admin);
    expect(mine.data?.updateLanguage.userErrors).toEqual([
      { code: 'CONFLICT', conflict: { changedBy: 'developer@example.com', fields: [{ name: 'code', theirs: 'rpl-dev' }] } },
    ]);
    expect((await gql(bases[1]!, READ, { id }, admin)).data?.language.code).toBe('rpl-dev');
  });
});
