import { z } from 'zod';
import { jsonString } from '../../upstream/json-string';
import type { ConfigurationFieldType, ConfigurationOption, ConfigurationSection } from '../../generated/schema-types';
import { upstreamUnavailable } from '../../errors';
import type { UpstreamSetting } from './client';
import { STRUCTURED_SHAPES, fieldType } from './field-types';

// Upstream configuration items → ConfigurationSetting models. The stored
// strings stay packed in the model and are unpacked by the field resolvers,
// so a malformed stored value fails only that field (`value`, `defaultValue`
// or `options`) and the rest of the list still resolves.

export interface ConfigurationSettingModel {
  /** `{websiteId}:{settingId}`: the value belongs to the pair. */
  id: string;
  settingId: string;
  websiteId: string;
  key: string;
  label: string;
  description: string | null;
  sectionId: string | null;
  subsectionId: string | null;
  type: ConfigurationFieldType;
  typeName: string;
  storedValue: string | null;
  storedDefault: string | null;
  storedValues: string | null;
}

export function toSettingModel(websiteId: string, item: UpstreamSetting): ConfigurationSettingModel {
  const own = item.websiteOnlineConfigurations.find((v) => v.websiteId === websiteId) ?? item.websiteOnlineConfigurations[0];
  return {
    id: settingModelId(websiteId, item.id),
    settingId: item.id,
    websiteId,
    key: item.key,
    label: item.label,
    description: item.description,
    sectionId: item.sectionId,
    subsectionId: item.subsectionId,
    type: fieldType(item.typeId),
    typeName: item.typeId,
    storedValue: own?.value ?? null,
    storedDefault: item.defaultValue,
    storedValues: item.values,
  };
}

export const settingModelId = (websiteId: string, settingId: string) => `${websiteId}:${settingId}`;

function unreadable(what: string) {
  return upstreamUnavailable(`The service returned an unreadable ${what} for this setting.`);
}

/**
 * A stored value as the schema shows it: text types as stored, structured
 * types parsed and checked against their shape. An empty stored string of a
 * structured type counts as no value.
 */
export function unpackValue(type: ConfigurationFieldType, stored: string | null, what = 'value'): unknown {
  if (stored === null) return null;
  const shape = STRUCTURED_SHAPES[type];
  if (!shape) return stored;
  if (stored.trim() === '') return null;
  const checked = jsonString(shape.nullable()).safeDecode(stored);
  if (!checked.success) throw unreadable(what);
  return checked.data;
}

const OptionsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/** RADIO choices: `values` is a JSON object value → label. Other types have none. */
export function unpackOptions(type: ConfigurationFieldType, stored: string | null): ConfigurationOption[] {
  if (type !== 'RADIO' || stored === null || stored.trim() === '') return [];
  const checked = jsonString(OptionsSchema).safeDecode(stored);
  if (!checked.success) throw unreadable('list of options');
  return Object.entries(checked.data).map(([value, label]) => ({ value, label: String(label) }));
}

/** The choices, or none when `values` is unreadable (the value field reports that). */
export function readableOptions(type: ConfigurationFieldType, stored: string | null): ConfigurationOption[] {
  try {
    return unpackOptions(type, stored);
  } catch {
    return [];
  }
}

/** A configuration section as listed: its `version` is the gateway's (graphql/audit/version-check), read from these fields. */
export type ConfigurationSectionModel = Omit<ConfigurationSection, 'version'>;
