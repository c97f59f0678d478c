// Spec 001 §7 help domains: one per website, multipart create and update (the
// per-language SEO maps as JSON strings, languages[i], links[i], an svg logo or
// imageDeleted), delete with the domain's categories, pages and contact texts,
// and the svg files themselves (GET /help-images/{name}).
import { randomUUID } from 'node:crypto';
import type { EmulatorDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { readMultipartForm, type MultipartForm } from '../../http/multipart';
import type { Router } from '../../http/router';
import type { StoreData } from '../../model';
import type { HelpDomainRecord } from './model';
import { answerHelpChange, recordHelpChange } from './history-routes';
import { findDomain, pathId, imagePath, languageMap, SVG_LIMIT_BYTES, svgText, truthy } from './form-routes';

const MAP_FIELDS = ['metaTitle', 'metaTitlePrefix', 'metaTitleSufix', 'metaDescription', 'metaKeywords', 'footerContent'] as const;
const MAX_FORM_FIELDS = 200;

/** `languages[0]`, `languages[1]`, … in index order. */
function indexed(fields: Record<string, string>, name: string): string[] {
  const pattern = new RegExp(`^${name}\\[(\\d+)\\]$`);
  return Object.entries(fields)
    .flatMap(([key, value]) => {
      const match = pattern.exec(key);
      return match ? [[Number(match[1]), value] as const] : [];
    })
    .sort((a, b) => a[0] - b[0])
    .map(([, value]) => value);
}

type DomainFields = Omit<HelpDomainRecord, 'id' | 'imageName'>;

function domainFields(form: MultipartForm, data: StoreData, currentId: number | null): DomainFields {
  const f = form.fields;
  const websiteId = Number(f.websiteId);
  const website = data.websites.find((w) => w.id === websiteId);
  if (!website) throw badRequest([{ property: 'websiteId', constraints: { exists: 'Website not found' } }]);
  if (data.helpDomains.some((d) => d.websiteId === websiteId && d.id !== currentId)) {
    throw badRequest([{ property: 'websiteId', constraints: { isUnique: 'This website already has a help domain' } }]);
  }
  const codes = [
    ...new Set(
      indexed(f, 'languages')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
  const defaultLanguage = (f.defaultLanguage ?? '').trim();
  if (!defaultLanguage)
    throw badRequest([{ property: 'defaultLanguage', constraints: { isNotEmpty: 'defaultLanguage should not be empty' } }]);
  if (!codes.includes(defaultLanguage)) codes.unshift(defaultLanguage);
  const links = indexed(f, 'links').map(Number);
  if (links.some((id) => !data.helpLinks.some((link) => link.id === id))) {
    throw badRequest([{ property: 'links', constraints: { exists: 'Help link not found' } }]);
  }
  const maps = Object.fromEntries(MAP_FIELDS.map((name) => [name, languageMap(f[name], name)])) as Record<
    (typeof MAP_FIELDS)[number],
    Record<string, string>
  >;
  return {
    websiteId,
    brandName: (f.brandName ?? '').trim(),
    ...maps,
    helpHeadCode: f.helpHeadCode ?? '',
    helpBodyCode: f.helpBodyCode ?? '',
    helpFooterCode: f.helpFooterCode ?? '',
    links,
    languages: codes.map((languageCode) => ({ languageCode, isDefault: languageCode === defaultLanguage })),
  };
}

function domainAnswer(data: StoreData, domain: HelpDomainRecord) {
  const website = data.websites.find((w) => w.id === domain.websiteId);
  const { links, languages, ...rest } = domain;
  return {
    ...rest,
    imagePath: imagePath(domain.imageName),
    website: website ? { name: website.name, url: website.url } : null,
    helpDomainLinks: links.map((id) => ({ id })),
    helpDomainLanguages: languages,
  };
}

/** The logo after the form: a new svg, removed with imageDeleted, or kept. */
function applyLogo(draft: StoreData, domain: { imageName: string | null }, form: MultipartForm): void {
  if (form.file) {
    const svg = svgText(form.file, form.fileTooLarge);
    if (domain.imageName) delete draft.helpImages[domain.imageName];
    domain.imageName = `${randomUUID()}.svg`;
    draft.helpImages[domain.imageName] = svg;
  } else if (truthy(form.fields.imageDeleted) && domain.imageName) {
    delete draft.helpImages[domain.imageName];
    domain.imageName = null;
  }
}

export function registerHelpDomainRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/help/help-domain', () => {
    const data = store.read();
    return { status: 200, body: { items: [...data.helpDomains].sort((a, b) => a.id - b.id).map((d) => domainAnswer(data, d)) } };
  });

  router.add(
    'POST',
    '/help/help-domain',
    async ({ req, auth }) => {
      const form = await readMultipartForm(req, 'image', SVG_LIMIT_BYTES + 1, MAX_FORM_FIELDS);
      const answer = await store.update((draft) => {
        const domain: HelpDomainRecord = { id: draft.nextIds.helpDomains++, imageName: null, ...domainFields(form, draft, null) };
        applyLogo(draft, domain, form);
        draft.helpDomains.push(domain);
        const after = domainAnswer(draft, domain);
        return answerHelpChange(draft, auth, {
          websiteId: domain.websiteId,
          title: `Help domain: ${domain.brandName}`,
          action: 'Help domain created',
          before: null,
          after,
        });
      });
      return { status: 201, body: answer };
    },
    { rawBody: true },
  );

  router.add(
    'PUT',
    '/help/help-domain/:helpDomainId',
    async (ctx) => {
      const id = pathId(ctx, 'helpDomainId');
      const form = await readMultipartForm(ctx.req, 'image', SVG_LIMIT_BYTES + 1, MAX_FORM_FIELDS);
      const answer = await store.update((draft) => {
        const domain = findDomain(draft, id);
        const before = domainAnswer(draft, domain);
        Object.assign(domain, domainFields(form, draft, id));
        applyLogo(draft, domain, form);
        const after = domainAnswer(draft, domain);
        return answerHelpChange(draft, ctx.auth, {
          websiteId: domain.websiteId,
          title: `Help domain: ${domain.brandName}`,
          action: 'Help domain updated',
          before,
          after,
        });
      });
      return { status: 200, body: answer };
    },
    { rawBody: true },
  );

  router.add('DELETE', '/help/help-domain/:helpDomainId', async (ctx) => {
    const id = pathId(ctx, 'helpDomainId');
    const historyLogId = await store.update((draft) => {
      const domain = findDomain(draft, id);
      const before = domainAnswer(draft, domain);
      for (const row of draft.helpCategories) if (row.helpDomainId === id && row.imageName) delete draft.helpImages[row.imageName];
      if (domain.imageName) delete draft.helpImages[domain.imageName];
      draft.helpDomains = draft.helpDomains.filter((row) => row.id !== id);
      draft.helpCategories = draft.helpCategories.filter((row) => row.helpDomainId !== id);
      draft.helpPages = draft.helpPages.filter((row) => row.helpDomainId !== id);
      draft.helpContactSections = draft.helpContactSections.filter((row) => row.helpDomainId !== id);
      draft.helpContactForms = draft.helpContactForms.filter((row) => row.helpDomainId !== id);
      return recordHelpChange(draft, ctx.auth, {
        websiteId: domain.websiteId,
        title: `Help domain: ${domain.brandName}`,
        action: 'Help domain deleted',
        before,
        after: null,
      });
    });
    return { status: 200, body: { id, historyLogId } };
  });

  // Whose image it is: the website of the domain whose logo it is, or of the domain whose
  // category has it as its icon (the gateway checks that website's help rights).
  router.add('GET', '/help-images/:name/info', (ctx) => {
    const name = ctx.params.name ?? '';
    const data = store.read();
    if (data.helpImages[name] === undefined) throw notFound('Image not found');
    const category = data.helpCategories.find((c) => c.imageName === name);
    const domain = data.helpDomains.find((d) => d.imageName === name || d.id === category?.helpDomainId);
    return { status: 200, body: { name, websiteId: domain?.websiteId ?? null } };
  });

  router.add(
    'GET',
    '/help-images/:name',
    (ctx) => {
      const svg = store.read().helpImages[ctx.params.name ?? ''];
      if (svg === undefined) throw notFound('Image not found');
      return {
        status: 200,
        headers: { 'content-type': 'image/svg+xml', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" },
        stream: async (res) => {
          res.end(svg);
        },
      };
    },
    { isPublic: true },
  );
}
