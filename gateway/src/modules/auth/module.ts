import type { GatewayModule } from '../gateway-module';
import { authResolvers } from './resolvers';

export const authModule: GatewayModule = {
  name: 'auth',
  resolvers: [authResolvers],
  // Signing in and out changes no data: the log line has them, the Activity screen does not.
  activity: { notChanges: ['signIn', 'activate', 'signOut'] },
  // changePassword: a password is never stored, so Activity holds nothing to put back.
  revert: { Password: { cannotUndo: 'A password is never stored, so Activity cannot put the old one back: change it again.' } },
};
