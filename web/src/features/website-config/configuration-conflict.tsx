import { ConflictNotice } from '../../shared/forms/conflict-notice';
import type { Conflict } from '../../shared/forms/user-errors';
import type { LoadedSetting } from './configuration-form-state';

// A configuration save refused because a colleague changed some of the same settings (issue 28).
// The gateway names the fields as Activity does (`configurationSettings.{settingId}`, with the
// path inside a structured value after it): one line per setting here, by its label.

const SETTING = /^configurationSettings\.([^.]+)(\.|$)/;

/** The setting a conflict field belongs to. */
export const conflictSettingId = (field: string) => SETTING.exec(field)?.[1] ?? null;

/** One entry per setting: their value when it is a plain text, else that it changed. */
export function bySetting(conflict: Conflict): Conflict {
  const fields = new Map<string, string | null>();
  for (const field of conflict.fields) {
    const settingId = conflictSettingId(field.name);
    if (!settingId) continue;
    const whole = field.name === `configurationSettings.${settingId}`;
    if (whole || !fields.has(settingId)) fields.set(settingId, whole ? field.theirs : '(changed)');
  }
  return { ...conflict, fields: [...fields].map(([name, theirs]) => ({ name, theirs })) };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value));

interface ConfigurationConflictProps {
  conflict: Conflict;
  settings: readonly LoadedSetting[];
  yours: (settingId: string) => unknown;
  keeping: boolean;
  onTakeTheirs: (settingIds: string[]) => void;
  onKeepMine: (version: string) => void;
}

export function ConfigurationConflict({ conflict, settings, yours, keeping, onTakeTheirs, onKeepMine }: ConfigurationConflictProps) {
  const perSetting = bySetting(conflict);
  return (
    <ConflictNotice
      conflict={perSetting}
      labelOf={(settingId) => settings.find((s) => s.settingId === settingId)?.label ?? null}
      yoursOf={(settingId) => asText(yours(settingId))}
      keeping={keeping}
      onTakeTheirs={() => onTakeTheirs(perSetting.fields.map((field) => field.name))}
      onKeepMine={onKeepMine}
    />
  );
}
