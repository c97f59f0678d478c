import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

// Pickers of the all-translations screen and its modals: every section and
// language, and the websites for exceptions (spec §7: page 1 of up to 100).
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
    websites(page: 1, pageSize: 100) {
      items {
        id
        url
      }
    }
  }
`);

export function useTranslationOptions() {
  // A viewer who may not read websites still gets sections and languages.
  const { data, loading, error } = useQuery(TranslationOptionsQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  return {
    sections: data?.allSections ?? [],
    languages: data?.allLanguages ?? [],
    websites: data?.websites?.items ?? [],
    loading: loading && !data,
    error: data?.allSections && data.allLanguages ? undefined : error,
  };
}
