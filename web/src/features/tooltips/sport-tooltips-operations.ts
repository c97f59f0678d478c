import { graphql } from '../../gql';

// The Configurations screen's Tooltips tab: its queries and mutations.

export const SportTooltipsRowFragment = graphql(`
  fragment SportTooltips_row on TooltipSport {
    id
    sportId
    name
    websiteIds
    tooltips {
      id
      phraseKey
      templateIds
      selectionPositions
    }
  }
`);

export const ConfigurationTooltipSportsQuery = graphql(`
  query ConfigurationTooltipSports($search: String, $page: Int!, $pageSize: Int!) {
    configurationTooltipSports(search: $search, page: $page, pageSize: $pageSize) {
      items {
        ...SportTooltips_row
      }
      totalItems
      pageCount
      page
    }
    tooltipSportChoices {
      sportId
      name
    }
    tooltipLanguages {
      id
      name
      code
    }
  }
`);

export const TooltipTranslationsQuery = graphql(`
  query TooltipTranslations($sportId: ID!, $phraseKey: String!, $positions: [Int!]!) {
    tooltipTranslations(sportId: $sportId, phraseKey: $phraseKey, selectionPositions: $positions) {
      key
      selectionPosition
      phrases {
        languageId
        phrase
      }
    }
  }
`);

/** The tooltip the modal edits, with its translations and the version a save is based on. */
export const SportTooltipQuery = graphql(`
  query SportTooltip($id: ID!) {
    sportTooltip(id: $id) {
      id
      phraseKey
      templateIds
      selectionPositions
      version
      translations {
        key
        selectionPosition
        phrases {
          languageId
          phrase
        }
      }
    }
  }
`);

export const CheckTooltipPhraseKeyQuery = graphql(`
  query CheckTooltipPhraseKey($sportId: ID!, $phraseKey: String!) {
    checkTooltipPhraseKey(sportId: $sportId, phraseKey: $phraseKey) {
      keyExists
      translationExists
    }
  }
`);

export const CreateSportTooltipsMutation = graphql(`
  mutation CreateSportTooltips($sportId: ID!) {
    createSportTooltips(sportId: $sportId) {
      tooltipSport {
        ...SportTooltips_row
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const DeleteSportTooltipsMutation = graphql(`
  mutation DeleteSportTooltips($id: ID!) {
    deleteSportTooltips(id: $id) {
      deletedId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const SaveSportTooltipMutation = graphql(`
  mutation SaveSportTooltip($input: SaveSportTooltipInput!) {
    saveSportTooltip(input: $input) {
      tooltipSport {
        ...SportTooltips_row
      }
      tooltip {
        id
        version
      }
      userErrors {
        ...UserErrors
      }
      undone
    }
  }
`);

export const DeleteSportTooltipMutation = graphql(`
  mutation DeleteSportTooltip($sportId: ID!, $phraseKey: String!) {
    deleteSportTooltip(sportId: $sportId, phraseKey: $phraseKey) {
      tooltipSport {
        ...SportTooltips_row
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const ImportSportTooltipsCsvMutation = graphql(`
  mutation ImportSportTooltipsCsv($file: Upload!) {
    importSportTooltipsCsv(file: $file) {
      added
      updated
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const ImportTooltipTranslationsCsvMutation = graphql(`
  mutation ImportTooltipTranslationsCsv($languageId: ID!, $file: Upload!) {
    importTooltipTranslationsCsv(languageId: $languageId, file: $file) {
      imported
      userErrors {
        ...UserErrors
      }
    }
  }
`);
