import type { z } from 'zod';
import type { ConfigurationFieldType } from '../../generated/schema-types';
import {
  BetradarItemsShape,
  LandingItemsShape,
  PageHtmlCssAppCssShape,
  PageHtmlCssShape,
  QuestionnaireShape,
  SocialMetaShape,
  TicketBannersShape,
} from './shapes';

// Upstream type names (`typeId`) → the schema's enum, and which types are
// stored as JSON strings of a structure rather than as plain text.

const BY_NAME: Record<string, ConfigurationFieldType> = {
  string: 'STRING',
  textarea: 'TEXT_AREA',
  json: 'JSON',
  radio: 'RADIO',
  boolean: 'RADIO',
  questionnaire: 'QUESTIONNAIRE',
  'page-html-css': 'PAGE_HTML_CSS',
  'page-html-css-app-css': 'PAGE_HTML_CSS_APP_CSS',
  'landing-page-items': 'LANDING_PAGE_ITEMS',
  'betradar-tracker': 'BETRADAR_TRACKER',
  'ticket-banner': 'TICKET_BANNERS',
  'social-meta-tags': 'SOCIAL_META',
};

export function fieldType(typeName: string): ConfigurationFieldType {
  return BY_NAME[typeName.trim().toLowerCase()] ?? 'UNKNOWN';
}

/** Types whose value is a JSON string of one of these shapes. */
export const STRUCTURED_SHAPES: Partial<Record<ConfigurationFieldType, z.ZodType>> = {
  QUESTIONNAIRE: QuestionnaireShape,
  PAGE_HTML_CSS: PageHtmlCssShape,
  PAGE_HTML_CSS_APP_CSS: PageHtmlCssAppCssShape,
  LANDING_PAGE_ITEMS: LandingItemsShape,
  BETRADAR_TRACKER: BetradarItemsShape,
  TICKET_BANNERS: TicketBannersShape,
  SOCIAL_META: SocialMetaShape,
};
