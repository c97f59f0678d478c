import type { Role } from '../../gql/graphql';

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', MANAGER: 'Manager' };

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: ROLE_LABELS[value] }));
