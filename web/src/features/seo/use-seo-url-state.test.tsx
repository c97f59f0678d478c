import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useSeoUrlState } from './use-seo-url-state';

const LANGUAGES = [
  { id: '1', code: 'en', name: 'English' },
  { id: '2', code: 'de', name: 'German' },
];

function setup(url: string, canWrite = true) {
  let search = '';
  const { result } = renderHook(
    () => {
      search = useLocation().search;
      return useSeoUrlState(LANGUAGES, canWrite);
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider router={createMemoryRouter([{ path: '/home/websites/:id', element: children }], { initialEntries: [url] })} />
      ),
    },
  );
  return { result, search: () => search };
}

describe('useSeoUrlState', () => {
  it('reads the Content Edit state from the URL', () => {
    const { result } = setup(
      '/home/websites/1?tab=seo&lang=de&q=foot&in=leagues&sport=Football&region=England&page=2&sort=metaTitle&dir=desc',
    );
    expect(result.current).toMatchObject({
      tab: 'content',
      language: LANGUAGES[1],
      q: 'foot',
      searchIn: 'leagues',
      sport: 'Football',
      region: 'England',
      page: 2,
      sort: 'metaTitle',
      dir: 'desc',
    });
  });

  it('defaults to the first language and falls back from Bulk Data without write', () => {
    const { result } = setup('/home/websites/1?tab=seo&seoTab=bulk&lang=xx', false);
    expect(result.current.tab).toBe('content');
    expect(result.current.language).toBe(LANGUAGES[0]);
  });

  it('starts a new search on page 1 and clears the search when the sub-tab changes', () => {
    const { result, search } = setup('/home/websites/1?tab=seo&page=3');
    act(() => result.current.applySearch({ q: ' basket ', searchIn: 'sports' }));
    expect(search()).toBe('?tab=seo&q=basket&in=sports');
    act(() => result.current.toggleSort('name'));
    expect(search()).toBe('?tab=seo&q=basket&in=sports&sort=name&dir=asc');
    act(() => result.current.setTab('casino'));
    expect(search()).toBe('?tab=seo&seoTab=casino');
  });
});
