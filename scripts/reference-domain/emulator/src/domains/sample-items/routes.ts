// Sample items on the operator API: GET /sample-items ({ items }), GET /sample-items/:id (404 when
// missing), POST /sample-items { name } (400 class-validator errors for a blank or taken name).
import type { EmulatorDeps } from '../../deps';
import { domainRecords } from '../../domain-collection';
import { invalid, notFound } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { text, Validator } from '../../http/validation';
import { seedSampleItems, type SampleItem } from './seed';

const records = domainRecords<SampleItem>('sample-items', seedSampleItems);

export function registerSampleItemsRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/sample-items', () => ({ status: 200, body: { items: records.list(store.read()) } }));

  router.add('GET', '/sample-items/:sampleItemId', (ctx) => {
    const id = idParam(ctx, 'sampleItemId');
    const found = records.list(store.read()).find((row) => row.id === id);
    if (!found) throw notFound('SampleItem not found');
    return { status: 200, body: found };
  });

  router.add('POST', '/sample-items', async ({ body }) => {
    new Validator(body).required('name', 'The name is required').check();
    const name = text(body.name).trim();
    const created = await store.update((draft) => {
      const collection = records.draft(draft);
      if (collection.items.some((row) => row.name.toLowerCase() === name.toLowerCase())) {
        throw invalid('name', { isUnique: `SampleItem ${name} already exists` });
      }
      const record: SampleItem = { id: collection.nextId(), name };
      collection.items.push(record);
      return record;
    });
    return { status: 201, body: created };
  });
}
