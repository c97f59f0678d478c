import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../test/render';
import { CheckTooltipPhraseKeyQuery } from './sport-tooltips-operations';
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
