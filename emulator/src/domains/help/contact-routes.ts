// Spec 001 §7 contact section and contact form of a help domain: one text per
// language, stored as the upstream does (`content`, a JSON string of a language map).
import type { EmulatorDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import type { Router } from '../../http/router';
import { recordHelpChange } from './history-routes';
import { findDomain, pathId, languageMap } from './form-routes';

const KINDS = [
  { path: 'help-contact-section', collection: 'helpContactSections', name: 'Help contact section' },
  { path: 'help-contact-form', collection: 'helpContactForms', name: 'Help contact form' },
] as const;

function contentText(value: unknown): string {
  if (typeof value !== 'string') throw badRequest([{ property: 'content', constraints: { isString: 'content must be a string' } }]);
  return JSON.stringify(languageMap(value, 'content'));
}

export function registerHelpContactRoutes(router: Router, { store }: EmulatorDeps): void {
  for (const kind of KINDS) {
    const path = `/help/help-domain/:helpDomainId/${kind.path}`;

    router.add('GET', path, (ctx) => {
      const domainId = pathId(ctx, 'helpDomainId');
      const data = store.read();
      findDomain(data, domainId);
      const row = data[kind.collection].find((entry) => entry.helpDomainId === domainId);
      if (!row) throw notFound(`${kind.name} not found`);
      return { status: 200, body: row };
    });

    const save = (creating: boolean) => async (ctx: Parameters<Parameters<typeof router.add>[2]>[0]) => {
      const domainId = pathId(ctx, 'helpDomainId');
      const content = contentText(ctx.body.content);
      const answer = await store.update((draft) => {
        const domain = findDomain(draft, domainId);
        const rows = draft[kind.collection];
        let row = rows.find((entry) => entry.helpDomainId === domainId);
        if (creating && row) throw badRequest(`${kind.name} already exists`);
        if (!creating && !row) throw notFound(`${kind.name} not found`);
        const before: unknown = row ? JSON.parse(row.content) : null;
        if (row) row.content = content;
        else {
          row = { id: draft.nextIds.helpContents++, helpDomainId: domainId, content };
          rows.push(row);
        }
        const historyLogId = recordHelpChange(draft, ctx.auth, {
          websiteId: domain.websiteId,
          title: kind.name,
          action: `${kind.name} ${creating ? 'created' : 'updated'}`,
          before,
          after: JSON.parse(content) as unknown,
        });
        return { ...row, historyLogId };
      });
      return { status: creating ? 201 : 200, body: answer };
    };
    router.add('POST', path, save(true));
    router.add('PUT', path, save(false));
  }
}
