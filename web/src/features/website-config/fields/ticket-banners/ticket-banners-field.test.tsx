import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadWithOperation } from '../../../../shared/requests/multipart-upload';
import { notifyError, notifySuccess } from '../../../../shared/notices/notify';
import { renderWithMantine } from '../../../../test/render';
import { FieldHarness } from '../field-editor-test-harness';
import { ticketBannersField } from './ticket-banners-field';
import type { TicketBanner } from './ticket-banners-value';
import { DeleteTicketBannerImageMutation } from './use-ticket-banner-images';

jest.mock('../../../../shared/requests/multipart-upload', () => ({ uploadWithOperation: jest.fn() }));
jest.mock('../../../../shared/notices/notify', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const image = { isInternalUrl: false, width: 300, height: 100, quality: 80 };
const banner = (name: string, languages: TicketBanner['languages'] = {}): TicketBanner => ({
  default: { bannerName: name, bannerUrl: `/${name}`, imagePath: `configuration-images/${name}.png`, ...image },
  languages,
});

function renderBanners(
  initial: TicketBanner[],
  extra: { saveNow?: jest.Mock; mocks?: MockLink.MockedResponse[]; disabled?: boolean } = {},
) {
  const saveNow = extra.saveNow ?? jest.fn(async () => true);
  renderWithMantine(
    <FieldHarness field={ticketBannersField} initial={initial} saveNow={saveNow} mocks={extra.mocks} disabled={extra.disabled} />,
  );
  return saveNow;
}

const names = (value: TicketBanner[]) => value.map((b) => b.default.bannerName);

const de = { bannerUrl: '/de', imagePath: 'configuration-images/de.png', ...image };

/** The German image's delete, answered by `deleted` so a test can see whether and when it ran. */
function deleteGermanImageMock(deleted: jest.Mock = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: DeleteTicketBannerImageMutation, variables: { websiteId: '1', imagePath: 'configuration-images/de.png' } },
    result: () => {
      deleted();
      return {
        data: {
          deleteConfigurationImage: {
            __typename: 'DeleteConfigurationImagePayload',
            deletedImagePath: 'configuration-images/de.png',
            userErrors: [],
          },
        },
      };
    },
  };
}

async function deleteGermanImage() {
  const user = userEvent.setup();
  const card = within(screen.getByRole('group', { name: 'Ticket banner a' }));
  await user.click(card.getByRole('tab', { name: 'German' }));
  await user.click(card.getByRole('button', { name: 'Delete image in German of a' }));
}

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
    expect(jest.mocked(uploadWithOperation).mock.calls[0]![1]).toEqual({
      websiteId: '1',
      file: null,
      width: 300,
      height: 100,
      quality: 80,
    });
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

  it("saves the banner without a language's image, then deletes the image and names the language", async () => {
    const order: string[] = [];
    const saveNow = jest.fn(async (_value: TicketBanner[]) => {
      order.push('save');
      return true;
    });
    renderBanners([banner('a', { de })], { saveNow, mocks: [deleteGermanImageMock(jest.fn(() => order.push('delete')))] });
    await deleteGermanImage();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Ticket banner for German deleted successfully.'));
    expect(saveNow.mock.calls[0]![0][0]!.languages).toEqual({});
    expect(order).toEqual(['save', 'delete']);
  });

  it('keeps the image when saving the banner without it fails', async () => {
    const deleted = jest.fn();
    const saveNow = renderBanners([banner('a', { de })], { saveNow: jest.fn(async () => false), mocks: [deleteGermanImageMock(deleted)] });
    await deleteGermanImage();
    await waitFor(() => expect(saveNow).toHaveBeenCalled());
    expect(deleted).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('keeps the image while the banners cannot be saved yet', async () => {
    const deleted = jest.fn();
    const unnamed = { ...banner('b'), default: { ...banner('b').default, bannerName: '' } };
    const saveNow = renderBanners([banner('a', { de }), unnamed], { mocks: [deleteGermanImageMock(deleted)] });
    await deleteGermanImage();
    expect(screen.queryByRole('button', { name: 'Delete image in German of a' })).not.toBeInTheDocument();
    expect(saveNow).not.toHaveBeenCalled();
    expect(deleted).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('keeps the edits made while an image uploads', async () => {
    const user = userEvent.setup();
    let finishUpload: (data: unknown) => void = () => undefined;
    jest.mocked(uploadWithOperation).mockReturnValue(new Promise((resolve) => (finishUpload = resolve)));
    const saveNow = renderBanners([banner('a')]);
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'new.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload default image of a' }));
    const url = screen.getByRole('textbox', { name: 'Ticket banner url of a' });
    await user.clear(url);
    await user.type(url, '/typed');
    finishUpload({ uploadConfigurationImage: { imagePath: 'configuration-images/new.png', imageUrl: '/x', userErrors: [] } });

    await waitFor(() => expect(saveNow).toHaveBeenCalled());
    expect(saveNow.mock.calls[0][0][0].default).toMatchObject({ imagePath: 'configuration-images/new.png', bannerUrl: '/typed' });
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
    expect(screen.getByRole('button', { name: 'Delete a' })).toBeDisabled();
  });
});
