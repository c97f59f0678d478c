// Spec 001 §2.3, §5, §7: help domain links (name, label), offered by the help centre's domain form.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { notFound } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { text, Validator } from '../../http/validation';
import type { HelpLink } from '../../model-configurations';

const helpLinkNotFound = () => notFound('Help link not found');

function checkHelpLink(body: JsonObject): Omit<HelpLink, 'id'> {
  new Validator(body).required('name', 'The name is required').required('label', 'The label is required').check();
  return { name: text(body.name).trim(), label: text(body.label).trim() };
}

export function registerHelpLinkRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/help-domain-link', () => ({ status: 200, body: { items: [...store.read().helpLinks].sort((a, b) => a.id - b.id) } }));

  router.add('POST', '/help-domain-link', async ({ body }) => {
    const fields = checkHelpLink(body);
    const created = await store.update((draft) => {
      const link: HelpLink = { id: draft.nextIds.helpLinks++, ...fields };
      draft.helpLinks.push(link);
      return link;
    });
    return { status: 201, body: created };
  });

  router.add('PUT', '/help-domain-link/:helpLinkId', async (ctx) => {
    const id = idParam(ctx, 'helpLinkId');
    const fields = checkHelpLink(ctx.body);
    const updated = await store.update((draft) => {
      const link = draft.helpLinks.find((row) => row.id === id);
      if (!link) throw helpLinkNotFound();
      Object.assign(link, fields);
      return link;
    });
    return { status: 200, body: updated };
  });

  router.add('DELETE', '/help-domain-link/:helpLinkId', async (ctx) => {
    const id = idParam(ctx, 'helpLinkId');
    await store.update((draft) => {
      const before = draft.helpLinks.length;
      draft.helpLinks = draft.helpLinks.filter((link) => link.id !== id);
      if (draft.helpLinks.length === before) throw helpLinkNotFound();
    });
    return { status: 200, body: { id } };
  });
}
