import { graphql } from '../../../gql';

/** Saves a word (its key, section, and the phrases and exceptions listed): the modal and the table's in-place key edit. */
export const SaveTranslationMutation = graphql(`
  mutation SaveTranslation($input: SaveTranslationInput!) {
    saveTranslation(input: $input) {
      word {
        id
        key
        translationKey
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);
