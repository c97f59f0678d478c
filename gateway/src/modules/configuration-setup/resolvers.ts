import { definitionProblems, SETUP_MESSAGES } from '@backoffice/rules/configuration-setup';
import * as rules from '../../access/permissions';
import type { GatewayContext } from '../../context';
import type { ConfigurationDefinitionInput, Resolvers } from '../../generated/resolvers-types';
import { checkPaging } from '../../graphql/paging';
import { upstreamId } from '../../upstream/ids';
import type { UserError } from '../../upstream/user-errors';
import { configurationSections } from '../../catalogue/configuration-sections';
import { nameTaken } from '../../upstream/unique-name';
import * as client from './client';
import { payload } from '../../upstream/payload';

// Configuration setup (spec 001 §2.9): sections, types and setting definitions, developers only.

const requireDeveloper = async (ctx: GatewayContext) => rules.assertIsDeveloper(await ctx.requireViewer());
const nameRequired: UserError[] = [{ field: 'name', message: SETUP_MESSAGES.name }];
const nameInUse = (kind: string, name: string): UserError[] => [
  { field: 'name', message: `A ${kind} named ${name.trim()} already exists.` },
];

const toDefinition = (d: client.UpstreamDefinition) => ({ ...d, typeName: d.typeId });
const orNull = (text: string | null | undefined) => (text === null || text === undefined || text.trim() === '' ? null : text);

function checkDefinition(input: ConfigurationDefinitionInput): { fields: client.DefinitionFields; userErrors: UserError[] } {
  const fields: client.DefinitionFields = {
    key: input.key.trim(),
    sectionId: upstreamId(input.sectionId),
    subsectionId: input.subsectionId ? upstreamId(input.subsectionId) : null,
    typeName: input.typeName.trim(),
    label: input.label.trim(),
    description: orNull(input.description),
    defaultValue: orNull(input.defaultValue),
    values: orNull(input.values),
  };
  const userErrors = definitionProblems({ ...fields, defaultValue: fields.defaultValue ?? '', values: fields.values ?? '' });
  return { fields, userErrors };
}

export const configurationSetupResolvers: Resolvers = {
  Query: {
    async configurationSetupSections(_root, _args, ctx) {
      await requireDeveloper(ctx);
      return configurationSections(ctx);
    },
    async configurationTypes(_root, _args, ctx) {
      await requireDeveloper(ctx);
      return client.listTypes(ctx.callApi);
    },
    async configurationDefinitions(_root, { page, pageSize, search }, ctx) {
      await requireDeveloper(ctx);
      checkPaging(page, pageSize);
      const term = search?.trim().toLowerCase() ?? '';
      const all = (await client.listDefinitions(ctx.callApi)).filter((d) => d.key.toLowerCase().includes(term));
      const items = all.slice((page - 1) * pageSize, page * pageSize).map(toDefinition);
      return { items, totalItems: all.length, pageCount: Math.max(1, Math.ceil(all.length / pageSize)), page };
    },
    async configurationDefinition(_root, { id }, ctx) {
      await requireDeveloper(ctx);
      const found = (await client.listDefinitions(ctx.callApi)).find((d) => String(d.id) === upstreamId(id));
      return found ? toDefinition(found) : null;
    },
  },

  Mutation: {
    async createConfigurationSection(_root, { input }, ctx) {
      await requireDeveloper(ctx);
      if (!input.name.trim()) return { section: null, userErrors: nameRequired };
      if (nameTaken(await configurationSections(ctx), input.name, null))
        return { section: null, userErrors: nameInUse('section', input.name) };
      const r = await client.saveNamed(ctx.callApi, client.SECTIONS, null, input.name.trim());
      return r.ok ? { section: { ...r.value, subsections: [] }, userErrors: [] } : { section: null, userErrors: r.userErrors };
    },
    async updateConfigurationSection(_root, { id, input }, ctx) {
      await requireDeveloper(ctx);
      const sectionId = upstreamId(id);
      if (!input.name.trim()) return { section: null, userErrors: nameRequired };
      if (nameTaken(await configurationSections(ctx), input.name, sectionId))
        return { section: null, userErrors: nameInUse('section', input.name) };
      const r = await client.saveNamed(ctx.callApi, client.SECTIONS, sectionId, input.name.trim());
      if (!r.ok) return { section: null, userErrors: r.userErrors };
      const subsections = (await configurationSections(ctx)).find((section) => section.id === sectionId)?.subsections ?? [];
      return { section: { ...r.value, subsections }, userErrors: [] };
    },
    async deleteConfigurationSection(_root, { id }, ctx) {
      await requireDeveloper(ctx);
      const r = await client.remove(ctx.callApi, client.SECTIONS, upstreamId(id));
      return payload('deletedId', r);
    },
    async createConfigurationType(_root, { input }, ctx) {
      await requireDeveloper(ctx);
      if (!input.name.trim()) return { type: null, userErrors: nameRequired };
      if (nameTaken(await client.listTypes(ctx.callApi), input.name, null))
        return { type: null, userErrors: nameInUse('type', input.name) };
      const r = await client.saveNamed(ctx.callApi, client.TYPES, null, input.name.trim());
      return payload('type', r);
    },
    async updateConfigurationType(_root, { id, input }, ctx) {
      await requireDeveloper(ctx);
      const typeId = upstreamId(id);
      if (!input.name.trim()) return { type: null, userErrors: nameRequired };
      const r = await client.saveNamed(ctx.callApi, client.TYPES, typeId, input.name.trim());
      return payload('type', r);
    },
    async deleteConfigurationType(_root, { id }, ctx) {
      await requireDeveloper(ctx);
      const r = await client.remove(ctx.callApi, client.TYPES, upstreamId(id));
      return payload('deletedId', r);
    },
    async createConfigurationDefinition(_root, { input }, ctx) {
      await requireDeveloper(ctx);
      const { fields, userErrors } = checkDefinition(input);
      if (userErrors.length > 0) return { definition: null, userErrors };
      const r = await client.saveDefinition(ctx.callApi, null, fields);
      return payload('definition', r, toDefinition);
    },
    async updateConfigurationDefinition(_root, { id, input }, ctx) {
      await requireDeveloper(ctx);
      const definitionId = upstreamId(id);
      const { fields, userErrors } = checkDefinition(input);
      if (userErrors.length > 0) return { definition: null, userErrors };
      const r = await client.saveDefinition(ctx.callApi, definitionId, fields);
      return payload('definition', r, toDefinition);
    },
    async deleteConfigurationDefinition(_root, { id }, ctx) {
      await requireDeveloper(ctx);
      const r = await client.remove(ctx.callApi, client.DEFINITIONS, upstreamId(id));
      return payload('deletedId', r);
    },
  },
};
