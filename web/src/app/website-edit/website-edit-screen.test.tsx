import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { WebsiteEditQuery } from './website-edit-query';
import { WebsiteEditScreen } from './website-edit-screen';

jest.mock('../../shared/notices/notify', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn() }));

const setting = (settingId: string, label: string, subsectionId: string | null, value: string) => ({
  __typename: 'ConfigurationSetting' as const,
  id: `7:${settingId}`,
  settingId,
  websiteId: '7',
  key: label.toLowerCase(),
  label,
  description: null,
  sectionId: '1',
  subsectionId,
  type: 'STRING' as const,
  typeName: 'string',
  value,
  defaultValue: null,
  options: [],
});

const website = {
  __typename: 'Website' as const,
  id: '7',
  name: 'Example Bet',
  url: 'https://example.bet',
  seoExportUrl: '/exports/seo/7.csv',
  languages: [{ __typename: 'Language' as const, id: '1', code: 'en', name: 'English' }],
  viewerConfigurationLevel: 'WRITE' as const,
  viewerSeoLevel: 'NONE' as const,
  viewerTooltipsLevel: 'NONE' as const,
  configurationVersion: 'v1:seven',
  configurationSections: [
    {
      __typename: 'ConfigurationSection' as const,
      id: '1',
      name: 'General',
      subsections: [
        { __typename: 'ConfigurationSubsection' as const, id: '11', name: 'Header', sectionId: '1' },
        { __typename: 'ConfigurationSubsection' as const, id: '12', name: 'Footer', sectionId: '1' },
      ],
    },
    { __typename: 'ConfigurationSection' as const, id: '2', name: 'Betting', subsections: [] },
  ],
  configurationSettings: [
    setting('100', 'Site title', null, 'Hello'),
    setting('101', 'Header text', '11', 'Top'),
    setting('102', 'Footer text', '12', 'Bottom'),
  ],
};

function renderScreen(result: unknown, url = '/home/websites/7', errors?: unknown[]) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: WebsiteEditQuery, variables: { id: '7' } }, result: { data: { website: result }, errors } as never },
  ];
  const router = createMemoryRouter(
    [
      { path: '/home/websites/:id', element: <WebsiteEditScreen /> },
      { path: '/home/websites', element: <h1>Websites list</h1> },
    ],
    { initialEntries: [url] },
  );
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('WebsiteEditScreen', () => {
  it('shows the breadcrumb, the readable tabs and the first section with its first subsection', async () => {
    renderScreen(website);
    expect(await screen.findByRole('heading', { name: 'Example Bet' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home/Websites/Example Bet');
    expect(screen.queryByRole('tab', { name: 'SEO' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: 'Header text' })).toHaveValue('Top');
    expect(screen.getByRole('textbox', { name: 'Site title' })).toHaveValue('Hello');
    expect(screen.queryByRole('textbox', { name: 'Footer text' })).not.toBeInTheDocument();
  });

  it('restores tab and subsection from the URL and asks before leaving unsaved changes', async () => {
    const user = userEvent.setup();
    const router = renderScreen(website, '/home/websites/7?tab=section-1&subsection=12');
    const footer = await screen.findByRole('textbox', { name: 'Footer text' });
    await user.type(footer, '!');
    await user.click(screen.getByRole('tab', { name: 'Header' }));
    expect(await screen.findByRole('dialog', { name: 'Do you want to save changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=section-1&subsection=11'));
    expect(await screen.findByRole('textbox', { name: 'Header text' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Betting' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=section-2'));
  });

  it('says when the website cannot be found', async () => {
    renderScreen(null);
    expect(await screen.findByText('Website not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Websites' })).toHaveAttribute('href', '/home/websites');
  });

  it('offers to try again when the website could not be loaded (outage), not "not found"', async () => {
    const outage = { message: 'Upstream API is not responding', path: ['website'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } };
    renderScreen(null, '/home/websites/7', [outage]);
    expect(await screen.findByText('The service is unavailable right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Website not found')).not.toBeInTheDocument();
  });

  it("serves the SEO tab's website fields from the screen's query (no second request)", async () => {
    const user = userEvent.setup();
    // Only WebsiteEdit is mocked: a second request for the website would fail and leave Export disabled.
    renderScreen({ ...website, viewerSeoLevel: 'WRITE' }, '/home/websites/7?tab=seo&seoTab=bulk');
    await user.click(await screen.findByRole('tab', { name: 'Export' }));
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
