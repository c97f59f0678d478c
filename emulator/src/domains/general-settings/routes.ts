// Spec 001 §2.8, §7: general configuration, key/value entries (tinyMceApiKey is the one the
// product knows). POST creates or replaces the entry with that key.
import type { EmulatorDeps } from '../../deps';
import { notFound } from '../../http/errors';
import type { Router } from '../../http/router';
import { text, Validator } from '../../http/validation';

export function registerGeneralSettingsRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/online-general-configuration', () => ({ status: 200, body: { items: store.read().generalConfiguration } }));

  router.add('GET', '/online-general-configuration/key/:key', ({ params }) => {
    const entry = store.read().generalConfiguration.find((row) => row.key === params.key);
    if (!entry) throw notFound(`Configuration ${params.key ?? ''} not found`);
    return { status: 200, body: entry };
  });

  router.add('POST', '/online-general-configuration', async ({ body }) => {
    new Validator(body).required('key', 'key should not be empty').string('key').string('value').check();
    const entry = { key: text(body.key).trim(), value: text(body.value) };
    await store.update((draft) => {
      const existing = draft.generalConfiguration.find((row) => row.key === entry.key);
      if (existing) existing.value = entry.value;
      else draft.generalConfiguration.push(entry);
    });
    return { status: 201, body: entry };
  });
}
