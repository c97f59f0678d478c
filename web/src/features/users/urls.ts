export const USERS_LIST_PATH = '/home/all-users';

export function userEditPath(id: string): string {
  return `${USERS_LIST_PATH}/${encodeURIComponent(id)}`;
}
