import type { DomainForm_DomainFragment, HelpDomainInput } from '../../../gql/graphql';
import type { SvgValue } from '../svg-field';

// The help domain form's rules (spec 001 §6): choosing a website resets the form
// with that website's languages; the default language is always ticked and cannot
// be unticked; only websites without a domain (or the domain's own) are offered.

export interface SeoText {
  metaTitle: string;
  metaTitlePrefix: string;
  metaTitleSuffix: string;
  metaDescription: string;
  metaKeywords: string;
  footerContent: string;
}

export interface DomainValues {
  websiteId: string;
  brandName: string;
  /** The website's languages, offered as checkboxes. */
  websiteLanguages: string[];
  languages: string[];
  defaultLanguage: string;
  seo: Record<string, SeoText>;
  linkIds: string[];
  headCode: string;
  bodyCode: string;
  footerCode: string;
}

export interface WebsiteOption {
  id: string;
  name: string;
  languages: string[];
  defaultLanguage: string;
  domainId?: string | null;
}

const EMPTY_SEO: SeoText = {
  metaTitle: '',
  metaTitlePrefix: '',
  metaTitleSuffix: '',
  metaDescription: '',
  metaKeywords: '',
  footerContent: '',
};

export const EMPTY_DOMAIN: DomainValues = {
  websiteId: '',
  brandName: '',
  websiteLanguages: [],
  languages: [],
  defaultLanguage: '',
  seo: {},
  linkIds: [],
  headCode: '',
  bodyCode: '',
  footerCode: '',
};

export function selectableWebsites(options: readonly WebsiteOption[], domainId: string | null): WebsiteOption[] {
  return options.filter((o) => !o.domainId || o.domainId === domainId);
}

/** A fresh form for `website`: its languages, all ticked, its default the default. */
export function valuesForWebsite(website: WebsiteOption): DomainValues {
  return {
    ...EMPTY_DOMAIN,
    websiteId: website.id,
    brandName: website.name,
    websiteLanguages: website.languages,
    languages: [...website.languages],
    defaultLanguage: website.defaultLanguage,
    seo: Object.fromEntries(website.languages.map((code) => [code, { ...EMPTY_SEO }])),
  };
}

export function valuesOfDomain(domain: DomainForm_DomainFragment, website: WebsiteOption | undefined): DomainValues {
  const languages = domain.languages.map((l) => l.code);
  const websiteLanguages = [...new Set([...(website?.languages ?? []), ...languages])];
  return {
    websiteId: domain.websiteId,
    brandName: domain.brandName,
    websiteLanguages,
    languages,
    defaultLanguage: domain.defaultLanguage,
    seo: Object.fromEntries(
      websiteLanguages.map((code) => {
        const row = domain.seo.find((s) => s.language === code);
        const {
          language: _language,
          __typename: _type,
          ...text
        } = row ?? { ...EMPTY_SEO, language: code, __typename: 'HelpDomainSeo' as const };
        return [code, text];
      }),
    ),
    linkIds: [...domain.linkIds],
    headCode: domain.headCode,
    bodyCode: domain.bodyCode,
    footerCode: domain.footerCode,
  };
}

/** Ticks or unticks a language; the default one stays ticked. */
export function toggleLanguage(values: DomainValues, code: string, ticked: boolean): DomainValues {
  if (!ticked && code === values.defaultLanguage) return values;
  const languages = ticked
    ? values.websiteLanguages.filter((c) => c === code || values.languages.includes(c))
    : values.languages.filter((c) => c !== code);
  return { ...values, languages, seo: { ...values.seo, [code]: values.seo[code] ?? { ...EMPTY_SEO } } };
}

/** A new default is ticked too. */
export function setDefaultLanguage(values: DomainValues, code: string): DomainValues {
  return { ...toggleLanguage(values, code, true), defaultLanguage: code };
}

export function domainInput(values: DomainValues, logo: SvgValue): HelpDomainInput {
  return {
    websiteId: values.websiteId,
    brandName: values.brandName.trim(),
    languages: values.languages,
    defaultLanguage: values.defaultLanguage,
    seo: values.languages.map((language) => ({ language, ...(values.seo[language] ?? EMPTY_SEO) })),
    linkIds: values.linkIds,
    headCode: values.headCode,
    bodyCode: values.bodyCode,
    footerCode: values.footerCode,
    logoSvg: logo.svg,
    removeLogo: logo.remove,
  };
}
