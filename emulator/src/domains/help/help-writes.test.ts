import { startEmulator, type RestClient } from '../../test/rest-client';

// Every help write answers the history entry it made (spec 001 §7), which the screen's comment
// then goes onto; the entry names who changed what, and the fields that changed.

let api: RestClient;
beforeAll(async () => {
  api = await startEmulator();
});
afterAll(() => api.close());

interface HistoryPage {
  items: {
    id: number;
    title: string;
    message: string;
    user: { email: string };
    description: { message: string; changed: { key: string }[] };
  }[];
}

async function entry(id: number) {
  const history = (await api.call('GET', '/history-log?websiteId=1')).body as HistoryPage;
  return history.items.find((row) => row.id === id);
}

it('creating and updating a help page answer the page with the id of the entry each made', async () => {
  const created = await api.call('POST', '/help/help-domain/1/help-page', {
    label: 'Cash out',
    categories: [3],
    content: { en: '<p>Hi</p>' },
  });
  expect(created).toMatchObject({ status: 201, body: { label: 'Cash out', historyLogId: expect.any(Number) } });
  const { helpPageId, historyLogId } = created.body as { helpPageId: number; historyLogId: number };
  expect(await entry(historyLogId)).toMatchObject({
    title: 'Help page: Cash out',
    user: { email: 'admin@example.com' },
    description: { message: 'Help page created' },
  });

  const updated = await api.call('PUT', `/help/help-domain/1/help-page/${helpPageId}`, { label: 'Cash out rules', categories: [3] });
  const second = (updated.body as { historyLogId: number }).historyLogId;
  expect(updated).toMatchObject({ status: 200, body: { label: 'Cash out rules' } });
  expect(second).not.toBe(historyLogId);
  const changed = (await entry(second))!.description.changed.map((change) => change.key);
  expect(changed).toContain('label');
});

it('a comment goes onto its entry; an unknown entry is 404 and a comment must be text', async () => {
  const created = await api.call('POST', '/help/help-domain/1/help-page', { label: 'Limits', categories: [3] });
  const { historyLogId } = created.body as { historyLogId: number };
  expect(await api.call('PUT', `/history-log/${historyLogId}`, { message: 'Asked by support' })).toEqual({
    status: 200,
    body: { id: historyLogId, message: 'Asked by support' },
  });
  expect((await entry(historyLogId))?.message).toBe('Asked by support');
  expect(await api.call('PUT', '/history-log/99999', { message: 'x' })).toEqual({
    status: 404,
    body: { statusCode: 404, message: 'History log not found', error: 'Not Found' },
  });
  expect(await api.call('PUT', `/history-log/${historyLogId}`, { message: 5 })).toMatchObject({ status: 400, body: { statusCode: 400 } });
});

it('a page without a label or a category is refused and not stored', async () => {
  const before = api.emulator.store.read().helpPages.length;
  const refused = await api.call('POST', '/help/help-domain/1/help-page', { label: ' ', categories: [] });
  expect(refused).toMatchObject({
    status: 400,
    body: {
      message: expect.arrayContaining([
        { property: 'label', constraints: { isNotEmpty: 'label should not be empty' } },
        { property: 'categories', constraints: { arrayNotEmpty: 'categories should not be empty' } },
      ]),
    },
  });
  expect(api.emulator.store.read().helpPages).toHaveLength(before);
});
