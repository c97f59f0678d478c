import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../upstream/caller';
import { UpstreamId } from '../upstream/ids';
import { perRequest, type GatewayContext } from '../context';

// The configuration's sections and subsections, below the modules: configuration setup
// edits them, the website edit screen groups its settings by them. Each whole list costs
// one upstream call per request.

const SectionSchema = z.object({ id: UpstreamId, name: z.string() });
const SubsectionSchema = z.object({ id: UpstreamId, name: z.string(), sectionId: UpstreamId });
const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export type UpstreamConfigSection = z.infer<typeof SectionSchema>;
export type UpstreamConfigSubsection = z.infer<typeof SubsectionSchema>;

async function listConfigSections(call: UpstreamCaller): Promise<UpstreamConfigSection[]> {
  const res = await call({ method: 'GET', path: '/online-configuration-sections' });
  return parseBody(itemsOf(SectionSchema), res.body).items;
}

async function listConfigSubsections(call: UpstreamCaller): Promise<UpstreamConfigSubsection[]> {
  const res = await call({ method: 'GET', path: '/online-configuration-subsections' });
  return parseBody(itemsOf(SubsectionSchema), res.body).items;
}

const sectionLoaders = perRequest((ctx) => {
  let sections: Promise<UpstreamConfigSection[]> | undefined;
  let subsections: Promise<UpstreamConfigSubsection[]> | undefined;
  return {
    sections: () => (sections ??= listConfigSections(ctx.callApi)),
    subsections: () => (subsections ??= listConfigSubsections(ctx.callApi)),
  };
});

/** Every configuration section with its subsections, from the request's loaders (one call per list). */
export async function configurationSections(ctx: GatewayContext) {
  const loaders = ctx.use(sectionLoaders);
  const [sections, subsections] = await Promise.all([loaders.sections(), loaders.subsections()]);
  return sections.map((s) => ({ id: s.id, name: s.name, subsections: subsections.filter((sub) => sub.sectionId === s.id) }));
}
