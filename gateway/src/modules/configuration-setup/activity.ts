import { argId, createdId, type AuditSubject } from '../../activity-log';

// How the Activity screen reads a configuration section, type or setting definition before and
// after a change. Sections and types are only listed whole: the record is the item of its id.

const section = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'ConfigurationSection',
  id,
  snapshot: `query AuditConfigurationSection { entities: configurationSetupSections { id name } }`,
  label: 'name',
});

const type = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'ConfigurationTypeRecord',
  id,
  snapshot: `query AuditConfigurationType { entities: configurationTypes { id name } }`,
  label: 'name',
});

const definition = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'ConfigurationDefinition',
  id,
  snapshot: `query AuditConfigurationDefinition($id: ID!) {
    entity: configurationDefinition(id: $id) { key sectionId subsectionId typeName label description defaultValue values }
  }`,
  label: 'key',
  // The form sends every field, the section and subsection included.
  writes: () => ['key', 'sectionId', 'subsectionId', 'typeName', 'label', 'description', 'defaultValue', 'values'],
});

export const configurationSetupActivity: Record<string, AuditSubject> = {
  createConfigurationSection: section(createdId('section')),
  updateConfigurationSection: section(argId()),
  deleteConfigurationSection: section(argId()),
  createConfigurationType: type(createdId('type')),
  updateConfigurationType: type(argId()),
  deleteConfigurationType: type(argId()),
  createConfigurationDefinition: definition(createdId('definition')),
  updateConfigurationDefinition: definition(argId()),
  deleteConfigurationDefinition: definition(argId()),
};
