import DataLoader from 'dataloader';
import type { UpstreamCaller } from '../../upstream/caller';
import {
  listConfigSections,
  listConfigSubsections,
  listWebsiteSettings,
  type UpstreamConfigSection,
  type UpstreamConfigSubsection,
  type UpstreamSetting,
} from './client';
import { perRequest, type GatewayContext } from '../../context';

// The website edit screen asks for sections, subsections and settings from
// several fields; each whole list costs one upstream call per request.

export interface WebsiteConfigLoaders {
  sections(): Promise<UpstreamConfigSection[]>;
  subsections(): Promise<UpstreamConfigSubsection[]>;
  /** Every setting with that website's value, by website id. */
  settings: DataLoader<string, UpstreamSetting[]>;
}

export function createWebsiteConfigLoaders(call: UpstreamCaller): WebsiteConfigLoaders {
  let sections: Promise<UpstreamConfigSection[]> | undefined;
  let subsections: Promise<UpstreamConfigSubsection[]> | undefined;
  return {
    sections: () => (sections ??= listConfigSections(call)),
    subsections: () => (subsections ??= listConfigSubsections(call)),
    settings: new DataLoader<string, UpstreamSetting[]>((ids) =>
      Promise.all(ids.map((id) => listWebsiteSettings(call, id).catch((error: unknown) => error as Error))),
    ),
  };
}

/** The request's configuration loaders: `ctx.use(websiteConfigLoaders)`. */
export const websiteConfigLoaders = perRequest((ctx) => createWebsiteConfigLoaders(ctx.callApi));

/** Every configuration section with its subsections, from the request's loaders (one call per list). */
export async function configurationSections(ctx: GatewayContext) {
  const loaders = ctx.use(websiteConfigLoaders);
  const [sections, subsections] = await Promise.all([loaders.sections(), loaders.subsections()]);
  return sections.map((s) => ({ id: s.id, name: s.name, subsections: subsections.filter((sub) => sub.sectionId === s.id) }));
}
