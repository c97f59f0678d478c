import { argId, createdId, type AuditSubject } from '../../activity-log';

// How the Activity screen reads a help link before and after a change. Help links are only
// listed whole: the link is the item of its id.

const snapshot = `query AuditHelpLink { entities: helpLinks { id name label } }`;

const link = (id: AuditSubject['id']): AuditSubject => ({ entity: 'HelpLink', id, snapshot, label: 'name' });

export const helpLinksActivity: Record<string, AuditSubject> = {
  createHelpLink: link(createdId('helpLink')),
  updateHelpLink: link(argId()),
  deleteHelpLink: link(argId()),
};
