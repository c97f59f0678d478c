// Spec 001 §2.9, §5, §7: configuration setup, the sections, types and settings (online
// configurations) the website edit screen is built from. Messages are the spec's own.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { badRequest, invalid, notFound } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { text, toId, Validator } from '../../http/validation';
import type { StoreData } from '../../model';
import type { ConfigurationSetting } from '../../model-website';

const byId = <T extends { id: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id - b.id);
const nullableText = (value: unknown) => (typeof value === 'string' ? value : null);

function checkName(body: JsonObject): string {
  new Validator(body).required('name', 'The name is required').check();
  return text(body.name).trim();
}

function settingFields(draft: StoreData, body: JsonObject): Omit<ConfigurationSetting, 'id'> {
  const validator = new Validator(body).required('key', 'Key is required').required('label', 'Label is required');
  const sectionId = toId(body.sectionId);
  validator.custom(
    'sectionId',
    sectionId !== null && draft.configurationSections.some((s) => s.id === sectionId),
    'exists',
    'Section does not exist',
  );
  const subsectionId =
    body.subsectionId === null || body.subsectionId === undefined || body.subsectionId === '' ? null : toId(body.subsectionId);
  if (subsectionId !== null || (body.subsectionId !== null && body.subsectionId !== undefined && body.subsectionId !== '')) {
    validator.custom(
      'subsectionId',
      draft.configurationSubsections.some((s) => s.id === subsectionId && s.sectionId === sectionId),
      'exists',
      'Subsection does not belong to the section',
    );
  }
  validator.custom(
    'typeId',
    draft.configurationTypes.some((t) => t.name === body.typeId),
    'exists',
    'Type does not exist',
  );
  validator.check();
  return {
    key: text(body.key).trim(),
    sectionId: sectionId!,
    subsectionId,
    typeId: text(body.typeId),
    label: text(body.label).trim(),
    description: nullableText(body.description),
    defaultValue: nullableText(body.defaultValue),
    values: nullableText(body.values),
  };
}

function assertUniqueKey(draft: StoreData, key: string, exceptId?: number): void {
  if (draft.configurationSettings.some((s) => s.key === key && s.id !== exceptId)) {
    throw invalid('key', { isUnique: `Key ${key} already exists` });
  }
}

export function registerConfigurationSetupRoutes(router: Router, { store }: EmulatorDeps): void {
  // Sections (GET is the website configuration's, in website-config.ts).
  router.add('POST', '/online-configuration-sections', async ({ body }) => {
    const name = checkName(body);
    const created = await store.update((draft) => {
      const section = { id: draft.nextIds.configurationSections++, name };
      draft.configurationSections.push(section);
      return section;
    });
    return { status: 201, body: created };
  });
  router.add('PUT', '/online-configuration-sections/:id', async (ctx) => {
    const id = idParam(ctx);
    const name = checkName(ctx.body);
    const updated = await store.update((draft) => {
      const section = draft.configurationSections.find((row) => row.id === id);
      if (!section) throw notFound('Section not found');
      section.name = name;
      return section;
    });
    return { status: 200, body: updated };
  });
  router.add('DELETE', '/online-configuration-sections/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft) => {
      if (!draft.configurationSections.some((row) => row.id === id)) throw notFound('Section not found');
      if (draft.configurationSettings.some((row) => row.sectionId === id)) throw badRequest('The section still has settings');
      draft.configurationSections = draft.configurationSections.filter((row) => row.id !== id);
      draft.configurationSubsections = draft.configurationSubsections.filter((row) => row.sectionId !== id);
    });
    return { status: 200, body: { id } };
  });

  // Types: settings name their type, so a type in use keeps its name and cannot go.
  router.add('GET', '/online-configuration-types', () => ({ status: 200, body: { items: byId(store.read().configurationTypes) } }));
  router.add('POST', '/online-configuration-types', async ({ body }) => {
    const name = checkName(body);
    const created = await store.update((draft) => {
      if (draft.configurationTypes.some((row) => row.name === name)) throw invalid('name', { isUnique: `Type ${name} already exists` });
      const type = { id: draft.nextIds.configurationTypes++, name };
      draft.configurationTypes.push(type);
      return type;
    });
    return { status: 201, body: created };
  });
  router.add('PUT', '/online-configuration-types/:id', async (ctx) => {
    const id = idParam(ctx);
    const name = checkName(ctx.body);
    const updated = await store.update((draft) => {
      const type = draft.configurationTypes.find((row) => row.id === id);
      if (!type) throw notFound('Type not found');
      if (type.name !== name && draft.configurationSettings.some((row) => row.typeId === type.name)) {
        throw badRequest('The type is used by settings');
      }
      type.name = name;
      return type;
    });
    return { status: 200, body: updated };
  });
  router.add('DELETE', '/online-configuration-types/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft) => {
      const type = draft.configurationTypes.find((row) => row.id === id);
      if (!type) throw notFound('Type not found');
      if (draft.configurationSettings.some((row) => row.typeId === type.name)) throw badRequest('The type is used by settings');
      draft.configurationTypes = draft.configurationTypes.filter((row) => row.id !== id);
    });
    return { status: 200, body: { id } };
  });

  // Settings (online configurations).
  router.add('GET', '/online-configurations', () => ({ status: 200, body: { items: byId(store.read().configurationSettings) } }));
  router.add('POST', '/online-configurations', async ({ body }) => {
    const created = await store.update((draft) => {
      const fields = settingFields(draft, body);
      assertUniqueKey(draft, fields.key);
      const setting = { id: draft.nextIds.configurationSettings++, ...fields };
      draft.configurationSettings.push(setting);
      return setting;
    });
    return { status: 201, body: created };
  });
  router.add('PUT', '/online-configurations/:id', async (ctx) => {
    const id = idParam(ctx);
    const updated = await store.update((draft) => {
      const setting = draft.configurationSettings.find((row) => row.id === id);
      if (!setting) throw notFound('Online configuration not found');
      const fields = settingFields(draft, ctx.body);
      assertUniqueKey(draft, fields.key, setting.id);
      Object.assign(setting, fields);
      return setting;
    });
    return { status: 200, body: updated };
  });
  router.add('DELETE', '/online-configurations/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft) => {
      if (!draft.configurationSettings.some((row) => row.id === id)) throw notFound('Online configuration not found');
      draft.configurationSettings = draft.configurationSettings.filter((row) => row.id !== id);
      draft.websiteConfigurationValues = draft.websiteConfigurationValues.filter((row) => row.onlineConfigurationId !== id);
    });
    return { status: 200, body: { id } };
  });
}
