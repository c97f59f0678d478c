import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError } from '../../../shared/notices/notify';
import { renderWithMantine } from '../../../test/render';
import { NO_SEO_RULES_MESSAGE, SeoExportForm } from './seo-export-form';

jest.mock('../../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

const LANGUAGES = [{ id: '2', code: 'en', name: 'English' }];

async function exportAnswered(status: number, message: string) {
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } }));
  renderWithMantine(<SeoExportForm websiteName="Demo" languages={LANGUAGES} exportUrl="/exports/seo/1.csv" />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(notifyError).mockClear();
});

describe('SeoExportForm failures', () => {
  it('says there are no rules when the export finds none (404)', async () => {
    await exportAnswered(404, NO_SEO_RULES_MESSAGE);
    expect(notifyError).toHaveBeenCalledWith(NO_SEO_RULES_MESSAGE);
  });

  it('says the service is down on an outage instead of "no rules"', async () => {
    await exportAnswered(502, 'Upstream API is not responding');
    expect(notifyError).toHaveBeenCalledWith('The service is unavailable right now. Please try again in a moment.');
  });

  it('says the export is not allowed when refused (403)', async () => {
    await exportAnswered(403, 'Forbidden');
    expect(notifyError).toHaveBeenCalledWith('You are not allowed to do this.');
  });
});
