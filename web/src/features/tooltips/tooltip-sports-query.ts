import { graphql } from '../../gql';

export const TooltipSportRowFragment = graphql(`
  fragment TooltipSport_row on TooltipSport {
    id
    sportId
    name
    websiteIds
  }
`);

export const TooltipSportsQuery = graphql(`
  query TooltipSports {
    tooltipSports {
      ...TooltipSport_row
    }
  }
`);

export const SetWebsiteTooltipsEnabledMutation = graphql(`
  mutation SetWebsiteTooltipsEnabled($websiteId: ID!, $sportId: ID!, $enabled: Boolean!) {
    setWebsiteTooltipsEnabled(websiteId: $websiteId, sportId: $sportId, enabled: $enabled) {
      tooltipSport {
        ...TooltipSport_row
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);
