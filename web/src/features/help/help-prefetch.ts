import helpCategoriesHash from 'virtual:gql-hash/HelpCategories';
import helpDomainsHash from 'virtual:gql-hash/HelpDomains';
import type { FeatureRoute } from '../../shared/feature-route';
import { helpTab } from './help-tabs';

/**
 * /home/on-line-help asks for its domains (help-screen.tsx), then the open domain's categories
 * (pages-tab.tsx, categories-tab.tsx): both go out from the route, the second as soon as the
 * first is answered, instead of one after each render.
 */
export const prefetchHelp: NonNullable<FeatureRoute['prefetch']> = ({ search }) => ({
  operationName: 'HelpDomains',
  hash: helpDomainsHash,
  variables: {},
  followedBy: (data) => {
    const tab = helpTab(search.get('tab')).value;
    if (tab !== 'pages' && tab !== 'categories') return null;
    const domains = (data.helpDomains ?? []) as { id: string }[];
    // The screen's choice: the domain the URL names when readable, else the first.
    const domain = domains.find((d) => d.id === search.get('domain')) ?? domains[0];
    return domain ? { operationName: 'HelpCategories', hash: helpCategoriesHash, variables: { domainId: domain.id } } : null;
  },
});
