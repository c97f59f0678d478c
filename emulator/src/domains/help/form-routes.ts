// What the help routes share: per-language maps sent as JSON strings (multipart
// fields) or objects (JSON bodies), svg files kept as text, the domain lookup.
import type { JsonObject } from '../../http/body';
import { badRequest, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { idParam, type RequestContext } from '../../http/router';
import type { StoreData } from '../../model';
import type { HelpDomainRecord, LanguageMap } from './model';

export const SVG_LIMIT_BYTES = 10 * 1024;

/** A language map from an object or a JSON string of one; anything else is a 400 naming the field. */
export function languageMap(value: unknown, property: string): LanguageMap {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = value.trim() === '' ? {} : JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  if (parsed === undefined) return {};
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest([{ property, constraints: { isObject: `${property} must be a map of language codes to texts` } }]);
  }
  const map: LanguageMap = {};
  for (const [code, text] of Object.entries(parsed as JsonObject)) {
    if (typeof text === 'string') map[code] = text;
  }
  return map;
}

export function findDomain(data: StoreData, id: number): HelpDomainRecord {
  const domain = data.helpDomains.find((row) => row.id === id);
  if (!domain) throw notFound('Help domain not found');
  return domain;
}

/** An uploaded svg's text, or a 400: only .svg files of at most 10 KB. */
export function svgText(file: UploadedFile, tooLarge: boolean): string {
  if (!file.filename.toLowerCase().endsWith('.svg')) {
    throw badRequest([{ property: 'image', constraints: { isSvg: 'Only .svg files are allowed.' } }]);
  }
  if (tooLarge || file.content.length > SVG_LIMIT_BYTES) {
    throw badRequest([{ property: 'image', constraints: { maxSize: 'The file must not be larger than 10 KB' } }]);
  }
  const text = file.content.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) throw badRequest([{ property: 'image', constraints: { isSvg: 'Only .svg files are allowed.' } }]);
  return text;
}

export const imagePath = (name: string | null) => (name ? `help-images/${name}` : null);

export const truthy = (value: unknown) => value === true || value === 'true' || value === '1';

/** A numeric id from the path; anything else names nothing (404). */
export function pathId(ctx: RequestContext, name: string): number {
  const id = idParam(ctx, name);
  if (id === null) throw notFound('Not found');
  return id;
}
