import type { Reverters } from '../../activity-log/reverter';

// Putting a website back from Activity (issue 43): through updateWebsite and createWebsite, as the website form saves.

const ERRORS = 'userErrors { field message code }';

export const websitesRevert: Reverters = {
  Website: {
    update: ({ id, target, version }) => ({
      mutation: `mutation RevertWebsite($input: UpdateWebsiteInput!) { write: updateWebsite(input: $input) { ${ERRORS} } }`,
      variables: { input: { id, name: target.name, url: target.url, betshopId: target.betshopId, baseVersion: version } },
    }),
    restore: {
      loses: "The website's configuration values, SEO rules and permissions on it are not part of its snapshot: they do not come back.",
      write: (before) => ({
        mutation: `mutation RestoreWebsite($input: CreateWebsiteInput!) { write: createWebsite(input: $input) { created: website { id } ${ERRORS} } }`,
        variables: { input: { name: before.name, url: before.url, betshopId: before.betshopId } },
      }),
    },
  },
};
