import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadWithOperation } from '../../../shared/multipart-upload';
import { notifySuccess } from '../../../shared/notify';
import { renderWithMantine } from '../../../test/render';
import { FieldHarness } from './field-editor-test-harness';
import { ticketBannersField } from './ticket-banners-field';
import type { TicketBanner } from './ticket-banners-value';
import { DeleteTicketBannerImageMutation } from './use-ticket-banner-images';

jest.mock('../../../shared/multipart-upload', () => ({ uploadWithOperation: jest.fn() }));
jest.mock('../../../shared/notify', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const image = { isInternalUrl: false, width: 300, height: 100, quality: 80 };
const banner = (name: string, languages: TicketBanner['languages'] = {}): TicketBanner => ({
  default: { bannerName: name, bannerUrl: `/${name}`, imagePath: `configuration-images/${name}.png`, ...image },
  languages,
});

function renderBanners(initial: TicketBanner[], extra: { saveNow?: jest.Mock; mocks?: MockLink.MockedResponse[]; disabled?: boolean } = {}) {
  const saveNow = extra.saveNow ?? jest.fn(async () => true);
  renderWithMantine(
    <FieldHarness field={ticketBannersField} initial={initial} saveNow={saveNow} mocks={extra.mocks} disabled={extra.disabled} />,
  );
  return saveNow;
}

const names = (value: TicketBanner[]) => value.map((b) => b.default.bannerName);

describe('ticket banners field', () => {
  beforeEach(() => jest.clearAllMocks());

  it('reorders with the move buttons and submits at once', async () => {
    const user = userEvent.setup();
    const saveNow = renderBanners([banner('a'), banner('b')]);
    expect(screen.getByRole('button', { name: 'Move a up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move a down' }));
    expect(names(saveNow.mock.calls[0][0])).toEqual(['b', 'a']);
    expect(screen.getAllByRole('group', { name: /^Ticket banner / }).map((g) => g.getAttribute('aria-label'))).toEqual([
      'Ticket banner b',
      'Ticket banner a',
    ]);
  });

  it('uploads a chosen image, puts its path in the banner and saves', async () => {
    const user = userEvent.setup();
    jest.mocked(uploadWithOperation).mockResolvedValue({
      uploadConfigurationImage: { imagePath: 'configuration-images/new.png', imageUrl: '/upstream-images/x', userErrors: [] },
    });
    const saveNow = renderBanners([banner('a')]);
    const upload = screen.getByRole('button', { name: 'Upload default image of a' });
    expect(upload).toBeDisabled();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'new.png', { type: 'image/png' }));
    await user.click(upload);

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Ticket banner uploaded successfully.'));
    expect(jest.mocked(uploadWithOperation).mock.calls[0][1]).toEqual({ websiteId: '1', file: null, width: 300, height: 100, quality: 80 });
    expect(saveNow.mock.calls[0][0][0].default.imagePath).toBe('configuration-images/new.png');
  });

  it('checks the file type and the sizes of a newly chosen image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderBanners([{ ...banner('a'), default: { ...banner('a').default, width: '', height: '', quality: '' } }]);
    expect(screen.queryByText('Quality is required and must be a number between 1 and 100')).not.toBeInTheDocument();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByText('Only image files are allowed. (jpg, jpeg, png and gif)')).toBeInTheDocument();
    expect(screen.getAllByText('Width is required and must be a number greater than 0')).toHaveLength(2);
    expect(screen.getByText('Quality is required and must be a number between 1 and 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload default image of a' })).toBeDisabled();
  });

  it("deletes a language's banner image, then saves and names the language", async () => {
    const user = userEvent.setup();
    const de = { bannerUrl: '/de', imagePath: 'configuration-images/de.png', ...image };
    const mocks = [
      {
        request: { query: DeleteTicketBannerImageMutation, variables: { websiteId: '1', imagePath: 'configuration-images/de.png' } },
        result: {
          data: { deleteConfigurationImage: { __typename: 'DeleteConfigurationImagePayload', deletedImagePath: 'configuration-images/de.png', userErrors: [] } },
        },
      },
    ];
    const saveNow = renderBanners([banner('a', { de })], { mocks });
    await user.click(screen.getByRole('tab', { name: 'German' }));
    await user.click(screen.getByRole('button', { name: 'Delete image in German of a' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Ticket banner for German deleted successfully.'));
    expect(saveNow.mock.calls[0][0][0].languages).toEqual({});
  });

  it('shows the spec messages of a new banner and does not submit it yet', async () => {
    const user = userEvent.setup();
    const saveNow = renderBanners([]);
    await user.click(screen.getByRole('button', { name: 'Add ticket banner' }));
    expect(screen.getByText('Ticket banner name is required')).toBeInTheDocument();
    expect(screen.getByText('Ticket banner url is required')).toBeInTheDocument();
    expect(screen.getByText('Default Image is required.')).toBeInTheDocument();
    expect(saveNow).not.toHaveBeenCalled();
  });

  it('disables every control without write', () => {
    renderBanners([banner('a')], { disabled: true });
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add ticket banner' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove a' })).toBeDisabled();
  });
});
