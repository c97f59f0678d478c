import { idInputReverter } from '../../activity-log/id-input-reverter';
import type { Reverters } from '../../activity-log/reverter';

// Putting configuration setup back from Activity (issue 43): a section's or type's name, a
// setting's definition, through the setup screen's own saves.

const named = (type: 'Section' | 'Type', created: string) =>
  idInputReverter({
    update: `updateConfiguration${type}`,
    create: `createConfiguration${type}`,
    inputType: 'ConfigurationNameInput',
    created,
    input: (flat) => ({ name: flat.name }),
  });

export const configurationSetupRevert: Reverters = {
  ConfigurationSection: named('Section', 'section'),
  ConfigurationTypeRecord: named('Type', 'type'),
  ConfigurationDefinition: idInputReverter({
    update: 'updateConfigurationDefinition',
    create: 'createConfigurationDefinition',
    inputType: 'ConfigurationDefinitionInput',
    created: 'definition',
    input: (flat) => ({
      key: flat.key,
      sectionId: flat.sectionId,
      subsectionId: flat.subsectionId ?? null,
      typeName: flat.typeName,
      label: flat.label,
      description: flat.description ?? null,
      defaultValue: flat.defaultValue ?? null,
      values: flat.values ?? null,
    }),
    loses: "The websites' values of this setting went with it and are not part of its snapshot: they do not come back.",
  }),
};
