import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../test/render';
import { CheckTooltipPhraseKeyQuery, SaveSportTooltipMutation, SportTooltipQuery } from './sport-tooltips-operations';
import { TooltipModal } from './tooltip-modal';

const check = (phraseKey: string) => ({
  request: { query: CheckTooltipPhraseKeyQuery, variables: { sportId: '58', phraseKey } },
  result: { data: { checkTooltipPhraseKey: { __typename: 'PhraseKeyCheck' as const, keyExists: false, translationExists: false } } },
});

const LANGUAGES = [
  { id: '1', name: 'English', code: 'en' },
  { id: '2', name: 'German', code: 'de' },
];

function setup(canWrite = true) {
  renderWithMantine(
    <MockedProvider mocks={[check('tooltip_1x2'), check('tooltip_btts')]}>
      <TooltipModal
        sportId="58"
        sportName="Football"
        tooltip={null}
        others={[{ phraseKey: 'tooltip_1x2', templateIds: [1] }]}
        languages={LANGUAGES}
        canWrite={canWrite}
        onClose={jest.fn()}
      />
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('the tooltip modal', () => {
  it('starts with three selections and one empty template id, and cannot create yet', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Add tooltip for Football' })).toBeInTheDocument();
    expect(screen.getByLabelText('Selection 3 position')).toHaveValue('3');
    expect(screen.getByLabelText('Template id 1')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Selection 2 in German' })).toBeInTheDocument();
  });

  it("shows the spec's duplicate messages and keeps Create disabled until they are fixed", async () => {
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Phrase key' }), 'tooltip_1x2');
    await user.type(screen.getByLabelText('Template id 1'), '1');
    expect(screen.getByText('Phrase Key tooltip_1x2 already exists.')).toBeInTheDocument();
    expect(screen.getByText('Template id 1 already exists for this sport')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Selection 2 position'));
    await user.type(screen.getByLabelText('Selection 2 position'), '1');
    expect(screen.getByText('Duplicated 1 selection id')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();

    await user.clear(screen.getByRole('textbox', { name: 'Phrase key' }));
    await user.type(screen.getByRole('textbox', { name: 'Phrase key' }), 'tooltip_btts');
    await user.clear(screen.getByLabelText('Template id 1'));
    await user.type(screen.getByLabelText('Template id 1'), '12');
    await user.clear(screen.getByLabelText('Selection 2 position'));
    await user.type(screen.getByLabelText('Selection 2 position'), '2');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('takes digits only for template ids', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Template id 1'), '1a');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
  });

  it('asks before closing with unsaved translations', async () => {
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Selection 1 in English' }), 'Home');
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText('Your changes to translations will be lost, are you sure you want to continue?')).toBeInTheDocument();
  });
});

describe('the tooltip modal, two staff (issue 28)', () => {
  const ID = '58:tooltip_1x2';
  const stored = {
    __typename: 'SportTooltip' as const,
    id: ID,
    phraseKey: 'tooltip_1x2',
    templateIds: [1],
    selectionPositions: [1, 2],
    version: 'v1:base',
    translations: [
      { __typename: 'TooltipTranslation' as const, key: 'tooltip_1x2', selectionPosition: null, phrases: [] },
      { __typename: 'TooltipTranslation' as const, key: '58_tooltip_1x2_1', selectionPosition: 1, phrases: [] },
      {
        __typename: 'TooltipTranslation' as const,
        key: '58_tooltip_1x2_2',
        selectionPosition: 2,
        phrases: [{ __typename: 'TooltipPhrase' as const, languageId: '2', phrase: 'Ja' }],
      },
    ],
  };
  // The modal sends only the phrases changed since the values it is based on (issue 41).
  const input = (baseVersion: string) => ({
    sportId: '58',
    originalPhraseKey: 'tooltip_1x2',
    phraseKey: 'tooltip_1x2',
    templateIds: ['1'],
    selections: [
      { position: '1', originalPosition: 1 },
      { position: '2', originalPosition: 2 },
    ],
    translations: [
      { selectionPosition: null, phrases: [{ languageId: '1', phrase: 'Mine' }] },
      { selectionPosition: '1', phrases: [] },
      { selectionPosition: '2', phrases: [] },
    ],
    baseVersion,
  });
  const SAME_TEXT = { __typename: 'ConflictField' as const, name: 'translations.tooltip_1x2.1', theirs: 'Theirs' };
  const OTHER_TEXT = { __typename: 'ConflictField' as const, name: 'translations.58_tooltip_1x2_2.2', theirs: 'Nein' };
  const conflictOn = (fields: (typeof SAME_TEXT)[]) => ({
    __typename: 'Conflict' as const,
    changedBy: 'developer@example.com',
    changedAt: new Date().toISOString(),
    version: 'v1:theirs',
    fields,
  });
  const payload = (saved: boolean, conflict = conflictOn([SAME_TEXT, OTHER_TEXT])) => ({
    __typename: 'SaveSportTooltipPayload' as const,
    tooltipSport: saved
      ? {
          __typename: 'TooltipSport' as const,
          id: '9',
          sportId: '58',
          name: 'Football',
          websiteIds: [],
          tooltips: [
            { __typename: 'SportTooltip' as const, id: ID, phraseKey: 'tooltip_1x2', templateIds: [1], selectionPositions: [1, 2] },
          ],
        }
      : null,
    tooltip: saved ? { __typename: 'SportTooltip' as const, id: ID, version: 'v1:mine' } : null,
    userErrors: saved
      ? []
      : [
          {
            __typename: 'UserError' as const,
            field: null,
            message: 'This record changed while you were editing it.',
            code: 'CONFLICT',
            conflict,
          },
        ],
    undone: false,
  });

  const openAndType = async (mocks: MockedResponse[], onClose: () => void) => {
    renderWithMantine(
      <MockedProvider
        mocks={[{ request: { query: SportTooltipQuery, variables: { id: ID } }, result: { data: { sportTooltip: stored } } }, ...mocks]}
      >
        <TooltipModal
          sportId="58"
          sportName="Football"
          tooltip={{ phraseKey: 'tooltip_1x2', templateIds: [1], selectionPositions: [1, 2] }}
          others={[]}
          languages={LANGUAGES}
          canWrite
          onClose={onClose}
        />
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Phrase key tooltip_1x2 in English' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    return user;
  };
  const saving = (baseVersion: string, answer: ReturnType<typeof payload>) => ({
    request: { query: SaveSportTooltipMutation, variables: { input: input(baseVersion) } },
    result: { data: { saveSportTooltip: answer } },
  });

  it('takes in a text only the colleague changed, says the one both changed with who and when, and Keep mine saves over it', async () => {
    const onClose = jest.fn();
    const user = await openAndType([saving('v1:base', payload(false)), saving('v1:theirs!keep', payload(true))], onClose);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/Changed by developer@example.com at \d\d:\d\d while you were editing/);
    expect(notice).toHaveTextContent('Phrase key tooltip_1x2 in English: theirs “Theirs”, yours “Mine”');
    // Selection 2 in German was theirs alone: taken in, not asked about.
    expect(notice).not.toHaveTextContent('Selection 2 in German');
    expect(screen.getByRole('textbox', { name: 'Selection 2 in German' })).toHaveValue('Nein');
    expect(screen.getByRole('textbox', { name: 'Phrase key tooltip_1x2 in English' })).toHaveValue('Mine');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('saves again on the colleague’s version when they changed only texts the user did not touch', async () => {
    const onClose = jest.fn();
    await openAndType([saving('v1:base', payload(false, conflictOn([OTHER_TEXT]))), saving('v1:theirs', payload(true))], onClose);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
