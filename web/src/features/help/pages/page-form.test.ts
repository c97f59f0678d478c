import { canSavePage, pageInput, pageValues } from './page-form';

const page = {
  __typename: 'HelpPage' as const,
  version: 'v1:page',
  id: '7',
  label: 'Deposits',
  pageType: 'STANDARD' as const,
  isVisibleOnWeb: true,
  isVisibleOnMobile: false,
  categoryIds: ['2'],
  activeLanguages: ['en'],
  texts: [
    {
      __typename: 'HelpPageText' as const,
      language: 'en',
      title: 'Deposits',
      content: '<p>How</p>',
      slug: 'deposits',
      metaTitle: '',
      metaDescription: '',
      metaKeywords: '',
    },
  ],
};

describe('the help page editor save rule', () => {
  const initial = pageValues(page, ['en', 'de']);

  it('waits for a change', () => {
    expect(canSavePage(initial, initial, true)).toBe(false);
    expect(canSavePage({ ...initial, label: 'Deposit methods' }, initial, true)).toBe(true);
  });

  it('needs a label that is not blank and at least one category', () => {
    expect(canSavePage({ ...initial, label: '   ' }, initial, true)).toBe(false);
    expect(canSavePage({ ...initial, label: 'New', categoryIds: [] }, initial, true)).toBe(false);
  });

  it('needs help write', () => {
    expect(canSavePage({ ...initial, label: 'Deposit methods' }, initial, false)).toBe(false);
  });

  it("does not count the editor's empty paragraph as a change", () => {
    const touched = { ...initial, texts: { ...initial.texts, de: { ...initial.texts.de!, content: '<p></p>' } } };
    expect(canSavePage(touched, initial, true)).toBe(false);
  });

  it('starts a new page standard, visible, in the category it was added from', () => {
    expect(pageValues(null, ['en'], '3')).toMatchObject({
      pageType: 'STANDARD',
      isVisibleOnWeb: true,
      isVisibleOnMobile: true,
      categoryIds: ['3'],
      label: '',
    });
  });

  it('sends every language, blank content as empty', () => {
    const values = { ...initial, texts: { ...initial.texts, de: { ...initial.texts.de!, content: '<p></p>' } } };
    expect(pageInput(values).texts.map((t) => [t.language, t.content])).toEqual([
      ['en', '<p>How</p>'],
      ['de', ''],
    ]);
  });
});
