import DataLoader from 'dataloader';
import type { UpstreamCaller } from '../../upstream/caller';
import { listWebsiteSettings, type UpstreamSetting } from './client';
import { perRequest } from '../../context';

// The website edit screen asks for a website's settings from several fields; one upstream
// call per website per request.

export interface WebsiteConfigLoaders {
  /** Every setting with that website's value, by website id. */
  settings: DataLoader<string, UpstreamSetting[]>;
}

export function createWebsiteConfigLoaders(call: UpstreamCaller): WebsiteConfigLoaders {
  return {
    settings: new DataLoader<string, UpstreamSetting[]>((ids) =>
      Promise.all(ids.map((id) => listWebsiteSettings(call, id).catch((error: unknown) => error as Error))),
    ),
  };
}

/** The request's configuration loaders: `ctx.use(websiteConfigLoaders)`. */
export const websiteConfigLoaders = perRequest((ctx) => createWebsiteConfigLoaders(ctx.callApi));
