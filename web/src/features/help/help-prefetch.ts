import helpCategoriesHash from 'virtual:gql-hash/HelpCategories';
import helpDomainsHash from 'virtual:gql-hash/HelpDomains';
import helpPageHash from 'virtual:gql-hash/HelpPage';
import type { PrefetchedQuery } from '../../shared/requests/prefetched-queries';
import type { FeatureRoute } from '../../shared/navigation/feature-route';
import { helpTab } from './help-tabs';

/**
 * /home/on-line-help asks for its domains (help-screen.tsx), then the open domain's categories
 * (pages-tab.tsx, categories-tab.tsx): both go out from the route, the second as soon as the
 * first is answered, instead of one after each render. A page's editor named in the URL with its
 * domain (a palette result, a shared link) has its page asked for at once, beside them.
 */
export const prefetchHelp: NonNullable<FeatureRoute['prefetch']> = ({ search }) => {
  const tab = helpTab(search.get('tab')).value;
  const domains: PrefetchedQuery = {
    operationName: 'HelpDomains',
    hash: helpDomainsHash,
    variables: {},
    followedBy: (data) => {
      if (tab !== 'pages' && tab !== 'categories') return null;
      const listed = (data.helpDomains ?? []) as { id: string }[];
      // The screen's choice: the domain the URL names when readable, else the first.
      const domain = listed.find((d) => d.id === search.get('domain')) ?? listed[0];
      return domain ? { operationName: 'HelpCategories', hash: helpCategoriesHash, variables: { domainId: domain.id } } : null;
    },
  };
  const domainId = search.get('domain');
  const pageId = search.get('pageId');
  if (tab !== 'pages' || !domainId || !pageId || pageId === 'new') return domains;
  return [domains, { operationName: 'HelpPage', hash: helpPageHash, variables: { domainId, id: pageId } }];
};
