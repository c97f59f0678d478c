import { startEmulator, type RestClient } from '../../test/rest-client';

// Languages and sections are the same kind of record: a label, a unique key without spaces, and
// create / update / delete routes (spec 000 §7) with the spec's own messages (§5).

interface KeyedRoutes {
  kind: string;
  save: [method: string, path: string];
  update: [method: string, path: string];
  remove: string;
  label: string;
  key: string;
  messages: { labelRequired: string; keySpaces: string; duplicate: string; notFound: string };
}

const ROUTES: KeyedRoutes[] = [
  {
    kind: 'language',
    save: ['POST', '/online-language/save'],
    update: ['POST', '/online-language/update'],
    remove: '/online-language',
    label: 'name',
    key: 'code',
    messages: {
      labelRequired: 'The name is required',
      keySpaces: 'The code cannot have empty spaces',
      duplicate: 'Language with this code already exists',
      notFound: 'Language not found',
    },
  },
  {
    kind: 'section',
    save: ['POST', '/online-section/save'],
    update: ['PUT', '/online-section/update'],
    remove: '/online-section',
    label: 'title',
    key: 'key',
    messages: {
      labelRequired: 'The title is required',
      keySpaces: 'The key cannot have empty spaces',
      duplicate: 'Section with this key already exists',
      notFound: 'Section not found',
    },
  },
];

let api: RestClient;
beforeAll(async () => {
  api = await startEmulator();
});
afterAll(() => api.close());

/** A 400 in class-validator's shape whose entry for `property` carries `message`. */
async function expectRefused(answer: Promise<{ status: number; body: unknown }>, property: string, message: string): Promise<void> {
  const { status, body } = await answer;
  expect({ status, body }).toMatchObject({ status: 400, body: { statusCode: 400, error: 'Bad Request' } });
  const entries = (body as { message: { property: string; constraints: Record<string, string> }[] }).message;
  const entry = entries.find((candidate) => candidate.property === property);
  expect(Object.values(entry?.constraints ?? {})).toContain(message);
}

describe.each(ROUTES)('$kind routes', ({ save, update, remove, label, key, messages }) => {
  it('create, update and delete a record; each answers its view', async () => {
    const created = await api.call(save[0], save[1], { [label]: 'Contract', [key]: 'contract-1' });
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), [label]: 'Contract', [key]: 'contract-1' } });
    const id = (created.body as { id: number }).id;

    const updated = await api.call(update[0], update[1], { id, [label]: 'Contract 2', [key]: 'contract-2' });
    expect(updated).toEqual({ status: 200, body: { id, [label]: 'Contract 2', [key]: 'contract-2' } });

    expect(await api.call('DELETE', `${remove}/${id}`)).toEqual({ status: 200, body: { id } });
    expect(await api.call('DELETE', `${remove}/${id}`)).toEqual({
      status: 404,
      body: { statusCode: 404, message: messages.notFound, error: 'Not Found' },
    });
  });

  it('refuses a missing label, a key with spaces and a key another record has (whatever its case)', async () => {
    await expectRefused(api.call(save[0], save[1], { [key]: 'no-label' }), label, messages.labelRequired);
    await expectRefused(api.call(save[0], save[1], { [label]: 'Spaces', [key]: 'a b' }), key, messages.keySpaces);
    await api.call(save[0], save[1], { [label]: 'Unique', [key]: 'unique-key' });
    await expectRefused(api.call(save[0], save[1], { [label]: 'Again', [key]: 'UNIQUE-KEY' }), key, messages.duplicate);
  });

  it('updating an unknown record is 404 and stores nothing', async () => {
    expect(await api.call(update[0], update[1], { id: 99999, [label]: 'Ghost', [key]: 'ghost' })).toEqual({
      status: 404,
      body: { statusCode: 404, message: messages.notFound, error: 'Not Found' },
    });
    await expect(api.call(save[0], save[1], { [label]: 'Ghost', [key]: 'ghost' })).resolves.toMatchObject({ status: 201 });
  });
});

it('the tooltips section keeps its key and cannot be deleted', async () => {
  const sections = (await api.call('GET', '/online-sections?shouldPaginate=false')).body as { items: { id: number; key: string }[] };
  const tooltips = sections.items.find((section) => section.key === 'tooltips')!;
  await expectRefused(
    api.call('PUT', '/online-section/update', { id: tooltips.id, title: 'Tips', key: 'tips' }),
    'key',
    'The key of the tooltips section cannot be changed',
  );
  expect(await api.call('DELETE', `/online-section/${tooltips.id}`)).toEqual({
    status: 400,
    body: { statusCode: 400, message: 'The tooltips section cannot be deleted', error: 'Bad Request' },
  });
});
