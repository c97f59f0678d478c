import { iconConflicts, normaliseIcon } from '@backoffice/rules/icons';
import * as rules from '../../access/permissions';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { checkPaging } from '../../graphql/paging';
import { upstreamId } from '../../upstream/ids';
import type { UserError } from '../../upstream/user-errors';
import * as client from './client';
import { readSlugs, slugsField } from './mappers';
import { payload } from '../../upstream/payload';

// Icons (spec 001 §2.7, §5): searched and paged here over the upstream's full list; names and
// slugs saved lower-cased and checked against every icon, not only the page on screen.

const KEY = 'CONFIGURATION_ICONS';

async function checkedFields(
  ctx: GatewayContext,
  input: { name: string; slugs: string[] },
  exceptId?: string,
): Promise<{ fields: client.IconFields; userErrors: UserError[] }> {
  const fields = normaliseIcon(input);
  if (!fields.name) return { fields, userErrors: [{ field: 'name', message: 'The name is required' }] };
  const others = (await client.listIcons(ctx.callApi))
    .filter((icon) => icon.id !== exceptId)
    .map((icon) => ({ name: icon.name, slugs: readSlugs(icon) ?? [] }));
  return { fields, userErrors: iconConflicts(fields, others) };
}

export const iconsResolvers: Resolvers = {
  Query: {
    async icon(_root, { id }, ctx) {
      rules.assertCanReadKey(await ctx.requireViewer(), KEY, 'You cannot read icons.');
      return (await client.listIcons(ctx.callApi)).find((icon) => String(icon.id) === upstreamId(id)) ?? null;
    },
    async icons(_root, { page, pageSize, search }, ctx) {
      rules.assertCanReadKey(await ctx.requireViewer(), KEY, 'You cannot read icons.');
      checkPaging(page, pageSize);
      const term = search?.trim().toLowerCase() ?? '';
      const all = await client.listIcons(ctx.callApi);
      const matching = term
        ? all.filter(
            (icon) => icon.name.toLowerCase().includes(term) || (readSlugs(icon) ?? []).some((slug) => slug.toLowerCase().includes(term)),
          )
        : all;
      const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
      const items = matching.slice((page - 1) * pageSize, page * pageSize);
      return { items, totalItems: matching.length, pageCount, page };
    },
  },

  Mutation: {
    async createIcon(_root, { input }, ctx) {
      rules.assertCanWriteKey(await ctx.requireViewer(), KEY, 'You cannot change icons.');
      const { fields, userErrors } = await checkedFields(ctx, input);
      if (userErrors.length > 0) return { icon: null, userErrors };
      const r = await client.createIcon(ctx.callApi, fields);
      return payload('icon', r);
    },
    async updateIcon(_root, { id, input }, ctx) {
      rules.assertCanWriteKey(await ctx.requireViewer(), KEY, 'You cannot change icons.');
      const iconId = upstreamId(id);
      const { fields, userErrors } = await checkedFields(ctx, input, iconId);
      if (userErrors.length > 0) return { icon: null, userErrors };
      const r = await client.updateIcon(ctx.callApi, iconId, fields);
      return payload('icon', r);
    },
    async deleteIcon(_root, { id }, ctx) {
      rules.assertCanWriteKey(await ctx.requireViewer(), KEY, 'You cannot change icons.');
      const r = await client.deleteIcon(ctx.callApi, upstreamId(id));
      return payload('deletedId', r);
    },
  },

  Icon: {
    slugs: (icon) => slugsField(icon),
  },

  Viewer: {
    iconsLevel: (v) => rules.permissionLevel(v, KEY),
  },
};
