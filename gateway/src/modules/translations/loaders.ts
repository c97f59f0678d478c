import type { UpstreamCaller } from '../../upstream/caller';
import { notFound } from '../../errors';
import { allLanguages, allSections, type UpstreamLanguage, type UpstreamSection } from './client';
import { perRequest } from '../../context';

// Languages and sections are small, whole lists upstream: a page of words
// needing any of them costs one call per list per request, however many
// words, phrases or exceptions refer to them.

export interface TranslationLoaders {
  languages(): Promise<UpstreamLanguage[]>;
  sections(): Promise<UpstreamSection[]>;
  language(id: string): Promise<UpstreamLanguage>;
  section(id: string): Promise<UpstreamSection>;
}

export function createTranslationLoaders(call: UpstreamCaller): TranslationLoaders {
  let languages: Promise<UpstreamLanguage[]> | undefined;
  let sections: Promise<UpstreamSection[]> | undefined;
  const loaders: TranslationLoaders = {
    languages: () => (languages ??= allLanguages(call)),
    sections: () => (sections ??= allSections(call)),
    async language(id) {
      const found = (await loaders.languages()).find((l) => l.id === id);
      if (!found) throw notFound('Language not found');
      return found;
    },
    async section(id) {
      const found = (await loaders.sections()).find((s) => s.id === id);
      if (!found) throw notFound('Section not found');
      return found;
    },
  };
  return loaders;
}

/** The request's language and section lists: `ctx.use(translationLoaders)`. */
export const translationLoaders = perRequest((ctx) => createTranslationLoaders(ctx.callApi));
