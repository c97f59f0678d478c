import { argId, createdId, type AuditSubject } from '../../activity-log';
import { domainOfCategories, domainOfPage } from './domain-of';

// How the Activity screen reads the help centre's pages and contact texts before and after a
// change: each language's texts under the language's code.

const pageSnapshot = `query AuditHelpPage($id: ID!, $domainId: ID!) {
  entity: helpPage(domainId: $domainId, id: $id) {
    label pageType isVisibleOnWeb isVisibleOnMobile categoryIds
    texts { key: language title slug content metaTitle metaDescription metaKeywords }
  }
}`;

/** A page's or category's arguments, or null when no domain holds it. */
const inDomain = (domainId: string | null) => (domainId === null ? null : { domainId });

const page = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'HelpPage',
  id,
  snapshot: pageSnapshot,
  label: 'label',
  variables: (args) => ({ domainId: args.domainId }),
  // A revert reads the page again within its domain, which its entry does not name.
  argsOfId: async (id, read) => inDomain(await domainOfPage(id, read)),
});

const contact = (entity: string, field: string): AuditSubject => ({
  entity,
  id: argId('domainId'),
  snapshot: `query Audit${entity}($id: ID!) { entity: ${field}(domainId: $id) { texts { key: language text } } }`,
  label: 'label',
  // Both are a HelpContent: its version is read from its texts, the same way for either.
  version: { type: 'HelpContent', field: 'version' },
});

/** The input fields a domain or category save writes, by their snapshot names (a new logo or icon is its URL). */
const writesOf =
  (image: string) =>
  (args: Record<string, unknown>): string[] => {
    const input = (args.input ?? {}) as Record<string, unknown>;
    return Object.keys(input)
      .filter((name) => input[name] !== undefined && name !== 'websiteId' && name !== 'baseVersion')
      .filter((name) => !name.startsWith('remove') || input[name] === true)
      .map((name) => (/^(logo|icon)Svg$|^remove/.test(name) ? image : name));
  };

// Domains and categories are only listed whole: the record is the item of its id.
const domain = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'HelpDomain',
  id,
  snapshot: `query AuditHelpDomain { entities: helpDomains {
    id websiteId brandName logoUrl defaultLanguage linkIds headCode bodyCode footerCode
    languages { key: code isDefault }
    seo { key: language metaTitle metaTitlePrefix metaTitleSuffix metaDescription metaKeywords footerContent }
  } }`,
  label: 'brandName',
  writes: writesOf('logoUrl'),
});

const category = (id: AuditSubject['id']): AuditSubject => ({
  entity: 'HelpCategory',
  id,
  snapshot: `query AuditHelpCategory($domainId: ID!) { entities: helpCategories(domainId: $domainId) {
    id label isActive iconUrl texts { key: language name description }
  } }`,
  label: 'label',
  variables: (args) => ({ domainId: args.domainId }),
  argsOfId: async (id, read) => inDomain(await domainOfCategories([id], read)),
  writes: writesOf('iconUrl'),
  // A deleted category's domain cannot be found by reading the help centre (it went with it): its delete records it, for a restore.
  kept: (_id, _ctx, args) =>
    Promise.resolve(typeof args.domainId === 'string' ? [{ field: 'domainId', before: args.domainId, after: null }] : []),
});

// A reorder changes an order, not a record: the domain's categories, or one category's pages, by
// id in their order (`3.id`: the id at the fourth place). Its version is what a reorder is based
// on, so a reorder over a colleague's is refused, naming the places that moved.
const categoryOrder: AuditSubject = {
  entity: 'HelpCategoryOrder',
  id: (args) => args.domainId,
  snapshot: `query AuditHelpCategoryOrder($id: ID!) { entity: helpCategories(domainId: $id) { id } }`,
  label: 'id',
  version: { type: 'HelpDomain', field: 'categoryOrderVersion' },
  writes: (args) => placesOf(args.categoryIds),
};

const pageOrder: AuditSubject = {
  entity: 'HelpPageOrder',
  id: (args) => args.categoryId,
  snapshot: `query AuditHelpPageOrder($domainId: ID!) { entities: helpCategories(domainId: $domainId) { id pages { id } } }`,
  label: 'id',
  variables: (args) => ({ domainId: args.domainId }),
  version: { type: 'HelpCategory', field: 'pageOrderVersion' },
  writes: () => ['pages'],
};

/** The places a reorder writes: every one of its list. */
const placesOf = (ids: unknown) => (Array.isArray(ids) ? ids.map((_, place) => String(place)) : []);

export const helpActivity: Record<string, AuditSubject> = {
  createHelpDomain: domain(createdId('domain')),
  updateHelpDomain: domain(argId()),
  deleteHelpDomain: domain(argId()),
  createHelpCategory: category(createdId('category')),
  updateHelpCategory: category(argId()),
  deleteHelpCategory: category(argId()),
  reorderHelpCategories: categoryOrder,
  createHelpPage: page(createdId('page')),
  updateHelpPage: page(argId()),
  deleteHelpPage: page(argId()),
  duplicateHelpPage: page(createdId('page')),
  reorderHelpPages: pageOrder,
  saveHelpContactSection: contact('HelpContactSection', 'helpContactSection'),
  saveHelpContactForm: contact('HelpContactForm', 'helpContactForm'),
};
