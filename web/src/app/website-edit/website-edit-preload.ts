import type { ScreenPreload } from '../../shared/feature-route';
import { markPreloaded } from '../../shared/preloaded';
import { preloadPanel } from './website-edit-panels';
import { WebsiteEditQuery } from './website-edit-query';

/** /home/websites/:id: the website's query and the opening tab's chunk, started by the route loader. */
const preloadWebsiteEdit: ScreenPreload = (client, { params, search }) => {
  const id = params.id ?? '';
  markPreloaded(`WebsiteEdit:${id}`);
  client.query({ query: WebsiteEditQuery, variables: { id }, fetchPolicy: 'network-only', errorPolicy: 'all' }).catch(() => undefined);
  preloadPanel(search.get('tab'));
};

export default preloadWebsiteEdit;
