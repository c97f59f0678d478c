import {
  ActivateDocument,
  SignInDocument,
  type ActivateMutation,
  type ActivateMutationVariables,
  type SignInMutation,
  type SignInMutationVariables,
} from '../../gql/light/graphql';
import { graphqlRequest } from '../../shared/requests/graphql-request';

// Sent with the plain fetch helper: the login page must not download Apollo.
// The result types are generated from these documents by codegen. Plain strings
// get no fragment inlined, so userErrors spell their fields out.

const SIGN_IN_MUTATION = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      status
      userErrors {
        field
        message
      }
    }
  }
`;

const ACTIVATE_MUTATION = /* GraphQL */ `
  mutation Activate($input: ActivateInput!) {
    activate(input: $input) {
      viewer {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export async function signIn(input: SignInMutationVariables['input']) {
  const data = await graphqlRequest<SignInMutation, SignInMutationVariables>(SIGN_IN_MUTATION, { input }, SignInDocument);
  return data.signIn;
}

export async function activate(input: ActivateMutationVariables['input']) {
  const data = await graphqlRequest<ActivateMutation, ActivateMutationVariables>(ACTIVATE_MUTATION, { input }, ActivateDocument);
  return data.activate;
}
