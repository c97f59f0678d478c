// Spec 001 §2.7, §5, §7: icon links. Names and slugs are unique across every icon
// (case-insensitive), with the spec's messages; slugNames is a JSON string of an array.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { invalid, notFound } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { text, Validator } from '../../http/validation';
import type { StoreData } from '../../model';
import type { IconLink } from '../../model-configurations';

const iconNotFound = () => notFound('Icon not found');

function slugsOf(value: unknown): string[] | null {
  if (typeof value !== 'string') return null;
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) && list.every((slug) => typeof slug === 'string') ? list : null;
  } catch {
    return null;
  }
}

const storedSlugs = (icon: IconLink) => slugsOf(icon.slugNames) ?? [];

function checkIcon(body: JsonObject): { name: string; slugs: string[] } {
  const validator = new Validator(body).required('name', 'name should not be empty');
  const slugs = slugsOf(body.slugNames);
  validator.custom('slugNames', slugs !== null, 'isJson', 'slugNames must be a json string of an array of strings');
  validator.check();
  return { name: text(body.name).trim(), slugs: slugs! };
}

function assertUnique(draft: StoreData, name: string, slugs: string[], exceptId?: number): void {
  const others = draft.iconLinks.filter((icon) => icon.id !== exceptId);
  if (others.some((icon) => icon.name.toLowerCase() === name.toLowerCase())) {
    throw invalid('name', { isUnique: `Icon name ${name} already exists.` });
  }
  const taken = new Set(others.flatMap((icon) => storedSlugs(icon).map((slug) => slug.toLowerCase())));
  const clash = slugs.find((slug) => taken.has(slug.toLowerCase()));
  if (clash !== undefined) throw invalid('slugNames', { isUnique: `Slug ${clash} already exists.` });
}

export function registerIconRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/icon-links', () => ({ status: 200, body: { items: [...store.read().iconLinks].sort((a, b) => a.id - b.id) } }));

  router.add('POST', '/icon-links', async ({ body }) => {
    const { name, slugs } = checkIcon(body);
    const created = await store.update((draft) => {
      assertUnique(draft, name, slugs);
      const icon: IconLink = { id: draft.nextIds.iconLinks++, name, slugNames: JSON.stringify(slugs) };
      draft.iconLinks.push(icon);
      return icon;
    });
    return { status: 201, body: created };
  });

  router.add('PUT', '/icon-links/:id', async (ctx) => {
    const id = idParam(ctx);
    const { name, slugs } = checkIcon(ctx.body);
    const updated = await store.update((draft) => {
      const icon = draft.iconLinks.find((row) => row.id === id);
      if (!icon) throw iconNotFound();
      assertUnique(draft, name, slugs, icon.id);
      Object.assign(icon, { name, slugNames: JSON.stringify(slugs) });
      return icon;
    });
    return { status: 200, body: updated };
  });

  router.add('DELETE', '/icon-links/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft) => {
      const before = draft.iconLinks.length;
      draft.iconLinks = draft.iconLinks.filter((icon) => icon.id !== id);
      if (draft.iconLinks.length === before) throw iconNotFound();
    });
    return { status: 200, body: { id } };
  });
}
