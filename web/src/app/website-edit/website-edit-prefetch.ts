import websiteEditHash from 'virtual:gql-hash/WebsiteEdit';
import type { FeatureRoute } from '../../shared/navigation/feature-route';

/** /home/websites/:id asks for WebsiteEdit (website-edit-query.ts) with the id of its URL. */
export const prefetchWebsiteEdit: NonNullable<FeatureRoute['prefetch']> = ({ params }) => ({
  operationName: 'WebsiteEdit',
  hash: websiteEditHash,
  variables: { id: params.id ?? '' },
});
