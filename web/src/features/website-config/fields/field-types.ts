import type { ConfigurationFieldType } from '../../../gql/graphql';
import type { FieldType } from './field-editor';
import { betradarTrackerField } from './betradar-tracker/betradar-tracker-field';
import { jsonField } from './simple/json-field';
import { landingPageItemsField } from './landing-page-items/landing-page-items-field';
import { pageHtmlCssAppCssField, pageHtmlCssField } from './page-html-css/page-html-css-field';
import { radioField } from './simple/radio-field';
import { socialMetaField } from './social-meta/social-meta-field';
import { stringField } from './simple/string-field';
import { textAreaField } from './simple/text-area-field';
import { ticketBannersField } from './ticket-banners/ticket-banners-field';
import { unknownField } from './simple/unknown-field';
import { questionnaireField } from '../questionnaire/questionnaire-field';

// `any`: each module is typed with its own value shape; the form only passes values
// through from normalise/emptyValue to the same type's Editor and validate.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: one map of differently typed field modules
export const fieldTypes: Record<ConfigurationFieldType, FieldType<any>> = {
  STRING: stringField,
  TEXT_AREA: textAreaField,
  JSON: jsonField,
  RADIO: radioField,
  QUESTIONNAIRE: questionnaireField,
  PAGE_HTML_CSS: pageHtmlCssField,
  PAGE_HTML_CSS_APP_CSS: pageHtmlCssAppCssField,
  LANDING_PAGE_ITEMS: landingPageItemsField,
  BETRADAR_TRACKER: betradarTrackerField,
  TICKET_BANNERS: ticketBannersField,
  SOCIAL_META: socialMetaField,
  UNKNOWN: unknownField,
};

/** The field type of a setting; a type added to the schema later falls back to read-only text. */
export function fieldTypeOf(type: ConfigurationFieldType): FieldType<unknown> {
  return (fieldTypes[type] ?? unknownField) as FieldType<unknown>;
}
