import * as rules from '../../access/permissions';
import { firstOf, type SearchSource } from '../gateway-module';
import { listIcons } from './client';
import { readSlugs } from './mappers';

const contains = (text: string | null | undefined, needle: string) => (text ?? '').toLowerCase().includes(needle);

/** Icons in the command palette: by name or slug ('soccer' finds football); the slugs are the second line. */
export const iconsSearch: SearchSource = {
  kind: 'ICON',
  allowed: (viewer) => rules.canReadLevel(rules.permissionLevel(viewer, 'CONFIGURATION_ICONS')),
  find: async (ctx, _viewer, term, limit) => {
    const needle = term.toLowerCase();
    const matches = (await listIcons(ctx.callApi))
      .map((icon) => ({ icon, slugs: readSlugs(icon) ?? [] }))
      .filter(({ icon, slugs }) => contains(icon.name, needle) || slugs.some((slug) => contains(slug, needle)))
      .map(({ icon, slugs }) => ({ kind: 'ICON' as const, id: icon.id, label: icon.name, detail: slugs.join(', ') || null }));
    return firstOf(matches, limit);
  },
};
