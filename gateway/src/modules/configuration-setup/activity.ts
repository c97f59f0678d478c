import { argId, createdId, type AuditSubject } from '../../activity-log';

// How the Activity screen reads a configuration section or type before and after a change. Both
// are only listed whole: the record is the item of its id.

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

export const configurationSetupActivity: Record<string, AuditSubject> = {
  createConfigurationSection: section(createdId('section')),
  updateConfigurationSection: section(argId()),
  deleteConfigurationSection: section(argId()),
  createConfigurationType: type(createdId('type')),
  updateConfigurationType: type(argId()),
  deleteConfigurationType: type(argId()),
};
