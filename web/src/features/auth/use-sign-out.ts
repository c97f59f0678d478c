import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { errorCode, readableError } from '../../shared/requests/error-message';
import { notifyError } from '../../shared/notices/notify';

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      ok
    }
  }
`);

/** Revokes the session upstream, forgets cached data and shows the login screen. */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useMutation(SignOutMutation);

  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      // Already signed out server-side: the error link has sent us to /login.
      if (errorCode(error) === 'UNAUTHENTICATED') return;
      notifyError(readableError(error));
      return;
    }
    await client.clearStore();
    void navigate('/login', { replace: true });
  }, [client, navigate, signOut]);
}
