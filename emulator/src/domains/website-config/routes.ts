// Spec 001 §7 "Website configuration": sections, subsections, types, a website's
// settings with its values, the bulk value save, and the custom pages list.
import type { EmulatorDeps } from '../../deps';
import { readJsonValue } from '../../http/body';
import { badRequest, notFound, type ValidationError } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { toId } from '../../http/validation';
import type { StoreData } from '../../model';
import { JSON_CONFIGURATION_TYPES, type ConfigurationSetting } from '../../model-website';

/** Saves carry whole questionnaires and pages: allow more than the usual 1 MiB. */
const SAVE_LIMIT_BYTES = 5 * 1024 * 1024;

const websiteNotFound = () => notFound('Website not found');

function settingView(data: Readonly<StoreData>, setting: ConfigurationSetting, websiteId: number) {
  const own = data.websiteConfigurationValues.filter((row) => row.websiteId === websiteId && row.onlineConfigurationId === setting.id);
  return {
    id: setting.id,
    key: setting.key,
    sectionId: setting.sectionId,
    subsectionId: setting.subsectionId,
    typeId: setting.typeId,
    label: setting.label,
    description: setting.description,
    defaultValue: setting.defaultValue,
    values: setting.values,
    websiteOnlineConfigurations: own.map((row) => ({
      websiteId: row.websiteId,
      onlineConfigurationId: row.onlineConfigurationId,
      value: row.value,
    })),
  };
}

const parsesAsJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

interface ValueEntry {
  onlineConfigurationId: number;
  value: string;
}

/** Checks the whole array against the store; every problem at once, as `{index}.{property}`. */
function checkValues(data: Readonly<StoreData>, body: unknown, websiteId: number): ValueEntry[] {
  if (!Array.isArray(body)) throw badRequest([{ property: 'body', constraints: { isArray: 'body must be an array' } }]);
  const errors: ValidationError[] = [];
  const fail = (property: string, rule: string, text: string) => errors.push({ property, constraints: { [rule]: text } });
  const entries: ValueEntry[] = [];
  body.forEach((raw: unknown, index) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      fail(String(index), 'isObject', `${index} must be an object`);
      return;
    }
    const item = raw as Record<string, unknown>;
    if (toId(item.websiteId) !== websiteId) fail(`${index}.websiteId`, 'equals', `websiteId must be equal to ${websiteId}`);
    const settingId = toId(item.onlineConfigurationId);
    const setting = settingId === null ? undefined : data.configurationSettings.find((row) => row.id === settingId);
    if (!setting) {
      fail(`${index}.onlineConfigurationId`, 'exists', `Online configuration ${String(item.onlineConfigurationId)} does not exist`);
    }
    if (typeof item.value !== 'string') {
      fail(`${index}.value`, 'isString', 'value must be a string');
    } else if (setting && JSON_CONFIGURATION_TYPES.has(setting.typeId) && !parsesAsJson(item.value)) {
      fail(`${index}.value`, 'isJson', 'value must be a json string');
    }
    if (setting && typeof item.value === 'string') entries.push({ onlineConfigurationId: setting.id, value: item.value });
  });
  if (errors.length > 0) throw badRequest(errors);
  return entries;
}

export function registerWebsiteConfigRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/online-configuration-sections', () => ({
    status: 200,
    body: { items: [...store.read().configurationSections].sort((a, b) => a.id - b.id) },
  }));

  router.add('GET', '/online-configuration-subsections', () => ({
    status: 200,
    body: { items: [...store.read().configurationSubsections].sort((a, b) => a.id - b.id) },
  }));

  router.add('GET', '/website/:websiteId/website-online-configuration', (ctx) => {
    const websiteId = idParam(ctx, 'websiteId');
    const data = store.read();
    if (websiteId === null || !data.websites.some((website) => website.id === websiteId)) throw websiteNotFound();
    const settings = [...data.configurationSettings].sort((a, b) => a.id - b.id);
    return { status: 200, body: { items: settings.map((setting) => settingView(data, setting, websiteId)) } };
  });

  router.add(
    'POST',
    '/website/:websiteId/website-online-configuration',
    async (ctx) => {
      const websiteId = idParam(ctx, 'websiteId');
      if (websiteId === null) throw websiteNotFound();
      const body = await readJsonValue(ctx.req, SAVE_LIMIT_BYTES);
      const items = await store.update((draft) => {
        // Validation first (as a NestJS pipe would), then the website's existence.
        const entries = checkValues(draft, body, websiteId);
        if (!draft.websites.some((website) => website.id === websiteId)) throw websiteNotFound();
        const written: number[] = [];
        for (const entry of entries) {
          const existing = draft.websiteConfigurationValues.find(
            (row) => row.websiteId === websiteId && row.onlineConfigurationId === entry.onlineConfigurationId,
          );
          if (existing) existing.value = entry.value;
          else draft.websiteConfigurationValues.push({ websiteId, ...entry });
          if (!written.includes(entry.onlineConfigurationId)) written.push(entry.onlineConfigurationId);
        }
        return written.map((id) =>
          settingView(
            draft,
            draft.configurationSettings.find((row) => row.id === id)!,
            websiteId,
          ),
        );
      });
      return { status: 201, body: { items } };
    },
    { rawBody: true },
  );
}
