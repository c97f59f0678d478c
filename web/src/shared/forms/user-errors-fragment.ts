import { graphql } from '../../gql';

// The selection every mutation payload's `userErrors` uses (`userErrors { ...UserErrors }`).
// Codegen reads it from here and inlines it into each document that spreads it, so
// no component needs to import this file (and the login page never downloads it).
export const UserErrorsFragment = graphql(`
  fragment UserErrors on UserError {
    field
    message
    code
    conflict {
      changedBy
      changedAt
      version
      fields {
        name
        theirs
      }
    }
  }
`);
