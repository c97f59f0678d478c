import type { UpstreamUser } from '../../access/upstream-user';

/** What User resolvers receive: the validated upstream user. */
export type UserModel = UpstreamUser;
