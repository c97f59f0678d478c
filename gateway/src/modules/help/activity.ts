import { argId, createdId, type AuditSubject } from '../../activity-log';

// How the Activity screen reads the help centre's pages and contact texts before and after a
// change: each language's texts under the language's code.

const pageSnapshot = `query AuditHelpPage($id: ID!, $domainId: ID!) {
  entity: helpPage(domainId: $domainId, id: $id) {
    label pageType isVisibleOnWeb isVisibleOnMobile categoryIds
    texts { key: language title slug content metaTitle metaDescription metaKeywords }
  }
}`;

const page = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'HelpPage',
  id,
  snapshot: pageSnapshot,
  label: 'label',
  variables: (args) => ({ domainId: args.domainId }),
});

const contact = (entity: string, field: string): AuditSubject => ({
  entity,
  id: argId('domainId'),
  snapshot: `query Audit${entity}($id: ID!) { entity: ${field}(domainId: $id) { texts { key: language text } } }`,
  label: 'label',
  // Both are a HelpContent: its version is read from its texts, the same way for either.
  version: { type: 'HelpContent', field: 'version' },
});

export const helpActivity: Record<string, AuditSubject> = {
  createHelpPage: page(createdId('page')),
  updateHelpPage: page(argId()),
  deleteHelpPage: page(argId()),
  duplicateHelpPage: page(createdId('page')),
  saveHelpContactSection: contact('HelpContactSection', 'helpContactSection'),
  saveHelpContactForm: contact('HelpContactForm', 'helpContactForm'),
};
