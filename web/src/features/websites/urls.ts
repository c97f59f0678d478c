export const WEBSITES_LIST_PATH = '/home/websites';

/** The website configuration screen (a later issue). */
export function websiteConfigPath(id: string): string {
  return `${WEBSITES_LIST_PATH}/${encodeURIComponent(id)}`;
}
