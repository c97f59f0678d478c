import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { SeoRuleModal } from './seo-rule-modal';
import { SaveSeoRuleMutation, SeoRuleQuery } from './seo-rule-operations';
import { saveMode, toSaveInput } from './seo-rule-save';

// The TipTap chunk is replaced by a plain textarea: the modal's logic is under test here.
jest.mock('../content-editor/seo-content-editor', () => ({
  __esModule: true,
  default: ({ value, onChange, disabled }: { value: string; onChange: (html: string) => void; disabled: boolean }) => (
    <textarea aria-label="Content" defaultValue={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

const TARGET = { entityType: 'SPORT' as const, entityId: '58', altCtx: null, name: 'Football', languageId: '1' };
const LANGUAGES = [{ id: '1', code: 'en', name: 'English' }];

function rule(ruleId: string | null) {
  return {
    __typename: 'SeoRule' as const,
    id: '3:1:SPORT:58:',
    ruleId,
    websiteId: '3',
    languageId: '1',
    entityType: 'SPORT' as const,
    entityId: '58',
    altCtx: null,
    name: 'Football',
    sportName: null,
    regionName: null,
    metaTitle: ruleId ? 'Football betting' : '',
    metaDescription: '',
    pageTitle: '',
    content: '',
    noindex: false,
    version: 'v1:loaded',
  };
}

describe('create vs update', () => {
  it('creates when the rule has no id, updates otherwise', () => {
    expect(saveMode(null)).toBe('Create');
    expect(saveMode('')).toBe('Create');
    expect(saveMode('12')).toBe('Update');
  });

  it('sends a null ruleId to create', () => {
    const values = { metaTitle: 'T', metaDescription: 'D', pageTitle: 'H', content: '<p>x</p>', noindex: true };
    expect(toSaveInput(rule(null), values)).toEqual({
      ruleId: null,
      websiteId: '3',
      languageId: '1',
      entityType: 'SPORT',
      entityId: '58',
      altCtx: null,
      baseVersion: null,
      ...values,
    });
    expect(toSaveInput(rule('12'), values, 'v1:loaded').baseVersion).toBe('v1:loaded');
    expect(toSaveInput(rule('12'), values).ruleId).toBe('12');
  });
});

const LOAD_VARIABLES = { websiteId: '3', ...TARGET };

const saved = (metaTitle: string) => ({
  data: { saveSeoRule: { __typename: 'SeoRulePayload', seoRule: { ...rule('77'), metaTitle }, userErrors: [] } },
});

function renderModal(ruleId: string | null, canWrite = true, saveResult?: object, more: MockedResponse[] = []) {
  const values = { metaTitle: 'New title', metaDescription: '', pageTitle: '', content: '', noindex: false };
  const input = toSaveInput(rule(ruleId), { ...values, metaTitle: ruleId ? 'Football betting' : '' }, 'v1:loaded');
  const saveInput = { ...input, metaTitle: ruleId ? 'Football betting!' : 'New title' };
  const mocks = [
    { request: { query: SeoRuleQuery, variables: LOAD_VARIABLES }, result: { data: { seoRule: rule(ruleId) } } },
    { request: { query: SaveSeoRuleMutation, variables: { input: saveInput } }, result: saveResult ?? saved(saveInput.metaTitle) },
    ...more,
  ];
  const onClose = jest.fn();
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <SeoRuleModal
        websiteId="3"
        websiteName="Demo"
        websiteUrl="https://demo.example"
        languages={LANGUAGES}
        target={TARGET}
        canWrite={canWrite}
        onClose={onClose}
      />
    </MockedProvider>,
  );
  return { onClose };
}

describe('SeoRuleModal', () => {
  it('offers Create for an entity without a rule and saves it with a null ruleId', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal(null);
    const create = await screen.findByRole('button', { name: 'Create' });
    expect(screen.getByText('Create SEO Rule')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Meta Title'), 'New title');
    await user.click(create);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('offers Update for an existing rule', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal('12');
    const update = await screen.findByRole('button', { name: 'Update' });
    expect(screen.getByText('Update SEO Rule')).toBeInTheDocument();
    expect(screen.getByLabelText('Meta Title')).toHaveValue('Football betting');
    await user.type(screen.getByLabelText('Meta Title'), '!');
    await user.click(update);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('disables the fields and the button without write', async () => {
    renderModal('12', false);
    expect(await screen.findByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByLabelText('Meta Title')).toBeDisabled();
    expect(screen.getByLabelText('Meta noindex')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('keeps the modal open with a readable message when the save fails', async () => {
    const user = userEvent.setup();
    const outage = { errors: [{ message: 'Upstream API is not responding', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    const { onClose } = renderModal('12', true, outage);
    await user.type(await screen.findByLabelText('Meta Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The service is unavailable right now. Please try again in a moment.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a colleague's save as a conflict, keeps what was typed, and Keep mine saves over it", async () => {
    const user = userEvent.setup();
    const conflict = {
      __typename: 'Conflict',
      changedBy: 'developer@example.com',
      changedAt: '2026-11-27T14:02:00.000Z',
      version: 'v1:theirs',
      fields: [{ __typename: 'ConflictField', name: 'metaTitle', theirs: 'Their title' }],
    };
    const refused = {
      data: {
        saveSeoRule: {
          __typename: 'SeoRulePayload',
          seoRule: null,
          userErrors: [
            { __typename: 'UserError', field: null, message: 'This record changed while you were editing it.', code: 'CONFLICT', conflict },
          ],
        },
      },
    };
    const theirs = { ...rule('12'), metaTitle: 'Their title', version: 'v1:theirs' };
    const keepInput = {
      ...toSaveInput(rule('12'), { metaTitle: 'Football betting!', metaDescription: '', pageTitle: '', content: '', noindex: false }),
      baseVersion: 'v1:theirs!keep',
    };
    const { onClose } = renderModal('12', true, refused, [
      { request: { query: SeoRuleQuery, variables: LOAD_VARIABLES }, result: { data: { seoRule: theirs } } },
      { request: { query: SaveSeoRuleMutation, variables: { input: keepInput } }, result: saved('Football betting!') },
    ]);
    await user.type(await screen.findByLabelText('Meta Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/Changed by developer@example.com at \d\d:\d\d while you were editing/);
    expect(notice).toHaveTextContent('Meta Title: theirs “Their title”, yours “Football betting!”');
    expect(screen.getByLabelText('Meta Title')).toHaveValue('Football betting!');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
