import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// Pickers of the all-translations screen and its modals: every section and language (whole lists
// upstream, dozens of each). The exception's website is searched on the server as the user types
// (exception-website-picker.tsx): an operator has hundreds.
const TranslationOptionsQuery = graphql(`
  query TranslationOptions {
    allSections {
      id
      key
      title
      isTooltips
    }
    allLanguages {
      id
      name
      code
      exportUrl
    }
  }
`);

export function useTranslationOptions() {
  const { data, loading, error } = useQuery(TranslationOptionsQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  return {
    sections: data?.allSections ?? [],
    languages: data?.allLanguages ?? [],
    loading: loading && !data,
    error: data?.allSections && data.allLanguages ? undefined : error,
  };
}
