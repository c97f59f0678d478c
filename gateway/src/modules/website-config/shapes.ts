import { z } from 'zod';

// The unpacked shapes of the structured configuration types (schema ConfigurationFieldType
// descriptions, spec 001 §3). These check what a stored value must look like to be shown; the
// spec's save rules (required texts, unique keys) live in @backoffice/rules, which the web app
// shares. Only the gateway reads these: kept out of the rules, they keep classic Zod out of the
// app's download. Objects are loose: keys this product does not know survive a read and a save
// unchanged.

const text = z.string();
const optionalText = z.string().nullish();
/** Numbers the forms may keep as digit strings (ids, sizes). */
const numberLike = z.union([z.number(), z.string()]);

export const AnswerShape = z.looseObject({
  id: numberLike,
  message: optionalText,
  mandatoryAnswer: z.boolean().nullish(),
  minCharacters: numberLike.nullish(),
  dependency: numberLike.nullish(),
});

export const QuestionShape = z.looseObject({
  ID: numberLike,
  type: text,
  question: optionalText,
  minCharacters: numberLike.nullish(),
  answers: z.array(AnswerShape).nullish(),
  notVisible: z.boolean().nullish(),
});

export const QuestionnaireLanguageShape = z.looseObject({
  isFallback: z.boolean().nullish(),
  settings: z.looseObject({ questionnaireMessage: optionalText, deactivationMessage: optionalText }).nullish(),
  questionnaire: z.array(QuestionShape),
});

export const QuestionnaireShape = z.record(z.string(), QuestionnaireLanguageShape);

const HtmlCss = z.looseObject({ html: optionalText, css: optionalText });
const HtmlCssAppCss = z.looseObject({ html: optionalText, css: optionalText, application_css: optionalText });

/** page name → language code → texts. */
export const PageHtmlCssShape = z.record(z.string(), z.record(z.string(), HtmlCss));
export const PageHtmlCssAppCssShape = z.record(z.string(), z.record(z.string(), HtmlCssAppCss));

export const LandingItemShape = z.looseObject({
  pageName: text,
  imageUrl: optionalText,
  titleKey: optionalText,
  descriptionKey: optionalText,
});
export const LandingItemsShape = z.array(LandingItemShape);

export const BetradarItemShape = z.looseObject({
  sportName: optionalText,
  sportId: numberLike.nullish(),
  isLiveMatchEnabled: z.boolean().nullish(),
  isStandardMatchEnabled: z.boolean().nullish(),
  liveMatchConfiguration: optionalText,
  standardMatchConfiguration: optionalText,
});
export const BetradarItemsShape = z.array(BetradarItemShape);

const BannerImage = {
  bannerUrl: optionalText,
  isInternalUrl: z.boolean().nullish(),
  imagePath: optionalText,
  width: numberLike.nullish(),
  height: numberLike.nullish(),
  quality: numberLike.nullish(),
};
export const TicketBannerShape = z.looseObject({
  default: z.looseObject({ bannerName: optionalText, ...BannerImage }),
  languages: z.record(z.string(), z.looseObject(BannerImage)).nullish(),
});
export const TicketBannersShape = z.array(TicketBannerShape);

export const SocialMetaLanguageShape = z.looseObject({
  ogTitle: optionalText,
  ogDescription: optionalText,
  ogType: optionalText,
  ogSiteName: optionalText,
  ogImage: optionalText,
  ogTwitterCard: optionalText,
});
export const SocialMetaShape = z.record(z.string(), SocialMetaLanguageShape);
