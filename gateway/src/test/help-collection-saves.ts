import type { EmulatorStack } from './emulator-stack';
import { data as query, saved as written, type CollectionSave, type Entries } from './collection-saves';

// The help centre's per-language texts in the never-lose sweep (issue 40). Its editors show the
// domain's languages only: a language the domain no longer lists (texts written while it did) is
// what their screens do not show. Help domain 1 has texts in en, de and fr; once they are all
// stored, the domain drops fr, and each save of en must leave fr (and de) as they were.

const DOMAIN = '1';
const KEPT = ['en', 'de'];
const ALL = [...KEPT, 'fr'];

/** Help domain 1's queries and saves (`$d`). */
const data = (stack: EmulatorStack, document: string, variables: Record<string, unknown> = {}) =>
  query(stack, document, { d: DOMAIN, ...variables });
const saved = (stack: EmulatorStack, mutation: string, document: string, variables: Record<string, unknown>) =>
  written(stack, mutation, document, { d: DOMAIN, ...variables });

const byLanguage = (prefix: string, texts: readonly ({ language: string } & Record<string, unknown>)[]): Entries =>
  Object.fromEntries(texts.map(({ language, ...fields }) => [`${prefix}.${language}`, fields]));

const READ_DOMAIN = `query { helpDomains { id websiteId brandName defaultLanguage linkIds headCode bodyCode footerCode
  seo { language metaTitle metaTitlePrefix metaTitleSuffix metaDescription metaKeywords footerContent } } }`;
const UPDATE_DOMAIN = `mutation($d: ID!, $input: HelpDomainInput!) { updateHelpDomain(id: $d, input: $input) { userErrors { field message } } }`;
const READ_CATEGORY = `query($d: ID!) { helpCategories(domainId: $d) { id label isActive texts { language name description } pages { id } } }`;
// The tree carries page names only; a page's texts are read whole, as its editor does.
const READ_PAGE = `query($d: ID!, $id: ID!) { helpPage(domainId: $d, id: $id) {
  id label pageType isVisibleOnWeb isVisibleOnMobile categoryIds texts { language title content metaTitle metaDescription metaKeywords } } }`;
const UPDATE_CATEGORY = `mutation($d: ID!, $id: ID!, $input: HelpCategoryInput!) { updateHelpCategory(domainId: $d, id: $id, input: $input) { userErrors { field message } } }`;
const UPDATE_PAGE = `mutation($d: ID!, $id: ID!, $input: HelpPageInput!) { updateHelpPage(domainId: $d, id: $id, input: $input) { userErrors { field message } } }`;

const domain = async (stack: EmulatorStack) => (await data(stack, READ_DOMAIN)).helpDomains.find((d: any) => d.id === DOMAIN);
const firstCategory = async (stack: EmulatorStack) => (await data(stack, READ_CATEGORY)).helpCategories[0];
const firstPage = async (stack: EmulatorStack) => (await data(stack, READ_PAGE, { id: (await firstCategory(stack)).pages[0].id })).helpPage;

/** The domain's form as the editor sends it, for `languages`, with `change` applied to the English SEO. */
async function saveDomain(stack: EmulatorStack, languages: string[], change: (seo: any) => any = (seo) => seo) {
  const { id: _id, seo, ...fields } = await domain(stack);
  const shown = seo.filter((row: any) => languages.includes(row.language)).map((row: any) => (row.language === 'en' ? change(row) : row));
  await saved(stack, 'updateHelpDomain', UPDATE_DOMAIN, { input: { ...fields, languages, seo: shown } });
}

async function saveCategory(stack: EmulatorStack, texts: { language: string; name: string; description: string }[]) {
  const { id, label, isActive } = await firstCategory(stack);
  await saved(stack, 'updateHelpCategory', UPDATE_CATEGORY, { id, input: { label, isActive, texts } });
}

async function savePage(stack: EmulatorStack, texts: Record<string, string>[]) {
  const { id, texts: _texts, ...fields } = await firstPage(stack);
  await saved(stack, 'updateHelpPage', UPDATE_PAGE, { id, input: { ...fields, texts } });
}

const contactSave = (kind: 'Section' | 'Form') =>
  `mutation($d: ID!, $texts: [HelpTextInput!]!) { saveHelpContact${kind}(domainId: $d, texts: $texts) { userErrors { field message } } }`;
const contactText = (language: string, kind: string) => `<p>${kind} in ${language}</p>`;

const pageText = (language: string, title: string) => ({
  language,
  title,
  content: `<p>${title}</p>`,
  metaTitle: title,
  metaDescription: '',
  metaKeywords: '',
});

/** Texts in en, de and fr everywhere, then the domain without fr: once per emulator. */
const grown = new WeakMap<EmulatorStack, Promise<void>>();
function growHelp(stack: EmulatorStack): Promise<void> {
  let once = grown.get(stack);
  if (!once) {
    once = (async () => {
      await saveDomain(stack, ALL);
      await saveCategory(
        stack,
        ALL.map((language) => ({ language, name: `Category ${language}`, description: `About ${language}` })),
      );
      await savePage(
        stack,
        ALL.map((language) => pageText(language, `Page ${language}`)),
      );
      for (const kind of ['Section', 'Form'] as const) {
        await saved(stack, `saveHelpContact${kind}`, contactSave(kind), {
          texts: ALL.map((language) => ({ language, text: contactText(language, kind) })),
        });
      }
      await saveDomain(stack, KEPT);
    })();
    grown.set(stack, once);
  }
  return once;
}

const HIDDEN = 'texts in a language the domain no longer lists: its editors show the domain’s languages only';

function helpRow(
  stack: EmulatorStack,
  mutation: string,
  covers: string[],
  read: () => Promise<Entries>,
  changeOne: () => Promise<void>,
): CollectionSave {
  return {
    mutation,
    covers,
    hidden: HIDDEN,
    min: ALL.length,
    grow: () => growHelp(stack),
    read,
    async changeOne() {
      await changeOne();
      return [covers[0]!.replace(/^input\./, '') + '.en'];
    },
  };
}

export function helpCollectionSaves(stack: EmulatorStack): CollectionSave[] {
  const contact = (kind: 'Section' | 'Form') =>
    helpRow(
      stack,
      `saveHelpContact${kind}`,
      ['texts'],
      async () =>
        byLanguage(
          'texts',
          (await data(stack, `query($d: ID!) { c: helpContact${kind}(domainId: $d) { texts { language text } } }`)).c.texts,
        ),
      () =>
        saved(stack, `saveHelpContact${kind}`, contactSave(kind), {
          texts: KEPT.map((language) => ({ language, text: language === 'en' ? '<p>Changed once</p>' : contactText(language, kind) })),
        }),
    );
  return [
    helpRow(
      stack,
      'updateHelpDomain',
      ['input.seo'],
      async () => byLanguage('seo', (await domain(stack)).seo),
      () => saveDomain(stack, KEPT, (seo) => ({ ...seo, metaTitle: 'Changed once' })),
    ),
    helpRow(
      stack,
      'updateHelpCategory',
      ['input.texts'],
      async () => byLanguage('texts', (await firstCategory(stack)).texts),
      () =>
        saveCategory(
          stack,
          KEPT.map((language) => ({
            language,
            name: language === 'en' ? 'Changed once' : `Category ${language}`,
            description: `About ${language}`,
          })),
        ),
    ),
    helpRow(
      stack,
      'updateHelpPage',
      ['input.texts'],
      async () => byLanguage('texts', (await firstPage(stack)).texts),
      () =>
        savePage(
          stack,
          KEPT.map((language) => pageText(language, language === 'en' ? 'Changed once' : `Page ${language}`)),
        ),
    ),
    contact('Section'),
    contact('Form'),
  ];
}
