import * as rules from '../../access/permissions';
import type { Resolvers } from '../../generated/resolvers-types';
import { upstreamId } from '../../upstream/ids';
import type { UserError } from '../../upstream/user-errors';
import { nameTaken } from '../../upstream/unique-name';
import * as client from './client';
import { payload } from '../../upstream/payload';

// Help links (spec 001 §2.3): developers only; the help centre's domain form will offer them.

const nameInUse = (name: string): UserError[] => [{ field: 'name', message: `A help link named ${name} already exists.` }];

function checkFields(input: client.HelpLinkFields): { fields: client.HelpLinkFields; userErrors: UserError[] } {
  const fields = { name: input.name.trim(), label: input.label.trim() };
  const userErrors: UserError[] = [];
  if (!fields.name) userErrors.push({ field: 'name', message: 'The name is required' });
  if (!fields.label) userErrors.push({ field: 'label', message: 'The label is required' });
  return { fields, userErrors };
}

export const helpLinksResolvers: Resolvers = {
  Query: {
    async helpLinks(_root, _args, ctx) {
      rules.assertIsDeveloper(await ctx.requireViewer());
      return client.listHelpLinks(ctx.callApi);
    },
  },

  Mutation: {
    async createHelpLink(_root, { input }, ctx) {
      rules.assertIsDeveloper(await ctx.requireViewer());
      const { fields, userErrors } = checkFields(input);
      if (userErrors.length > 0) return { helpLink: null, userErrors };
      if (nameTaken(await client.listHelpLinks(ctx.callApi), fields.name, null))
        return { helpLink: null, userErrors: nameInUse(fields.name) };
      const r = await client.createHelpLink(ctx.callApi, fields);
      return payload('helpLink', r);
    },
    async updateHelpLink(_root, { id, input }, ctx) {
      rules.assertIsDeveloper(await ctx.requireViewer());
      const linkId = upstreamId(id);
      const { fields, userErrors } = checkFields(input);
      if (userErrors.length > 0) return { helpLink: null, userErrors };
      if (nameTaken(await client.listHelpLinks(ctx.callApi), fields.name, linkId))
        return { helpLink: null, userErrors: nameInUse(fields.name) };
      const r = await client.updateHelpLink(ctx.callApi, linkId, fields);
      return payload('helpLink', r);
    },
    async deleteHelpLink(_root, { id }, ctx) {
      rules.assertIsDeveloper(await ctx.requireViewer());
      const r = await client.deleteHelpLink(ctx.callApi, upstreamId(id));
      return payload('deletedId', r);
    },
  },
};
