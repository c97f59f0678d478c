import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ConfigFieldCustomPagesQuery = graphql(`
  query ConfigFieldCustomPages {
    customPages {
      id
      name
    }
  }
`);

const NO_PAGES: string[] = [];

/** Names of the custom pages (upstream SEO pages) the page fields offer beside 'default'. */
export function useCustomPageNames(): string[] {
  const { data } = useQuery(ConfigFieldCustomPagesQuery);
  return data?.customPages.map((page) => page.name) ?? NO_PAGES;
}
