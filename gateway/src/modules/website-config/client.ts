import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { numericId, upstreamId, type WriteResult, UpstreamId } from '../../upstream/ids';

// The operator API's website configuration endpoints (emulator/README.md,
// "Website configuration"). Values travel as strings; mappers unpack them.

const NullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const WebsiteValueSchema = z.object({
  websiteId: UpstreamId,
  onlineConfigurationId: UpstreamId,
  value: z.string().nullable(),
});

export const UpstreamSettingSchema = z.object({
  id: UpstreamId,
  key: z.string(),
  sectionId: UpstreamId.nullish().transform((v) => v ?? null),
  subsectionId: UpstreamId.nullish().transform((v) => v ?? null),
  /** The type's name (`ticket-banner`, ...). */
  typeId: UpstreamId,
  label: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  description: NullableText,
  defaultValue: NullableText,
  values: NullableText,
  websiteOnlineConfigurations: z
    .array(WebsiteValueSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export type UpstreamSetting = z.infer<typeof UpstreamSettingSchema>;

const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export async function listWebsiteSettings(call: UpstreamCaller, websiteId: string): Promise<UpstreamSetting[]> {
  const res = await call({ method: 'GET', path: `/website/${upstreamId(websiteId)}/website-online-configuration` });
  return parseBody(itemsOf(UpstreamSettingSchema), res.body).items;
}

export interface SettingWrite {
  onlineConfigurationId: string;
  /** Already packed: the upstream stores strings. */
  value: string;
}

/** Upstream property paths are `{index}.value`; the payload names them by setting. */
export async function saveWebsiteSettings(
  call: UpstreamCaller,
  websiteId: string,
  writes: SettingWrite[],
): Promise<WriteResult<UpstreamSetting[]>> {
  const id = upstreamId(websiteId);
  const body = writes.map((w) => ({
    websiteId: numericId(id),
    onlineConfigurationId: numericId(w.onlineConfigurationId),
    value: w.value,
  }));
  const res = await call({ method: 'POST', path: `/website/${id}/website-online-configuration`, body, expect: [400] });
  if (res.status === 400) {
    const names: Record<string, string> = {};
    writes.forEach((w, i) => {
      names[String(i)] = `values.${w.onlineConfigurationId}`;
      names[`${i}.value`] = `values.${w.onlineConfigurationId}`;
      names[`${i}.onlineConfigurationId`] = `values.${w.onlineConfigurationId}`;
      names[`${i}.websiteId`] = 'websiteId';
    });
    return { ok: false, userErrors: toUserErrors(res.body, names) };
  }
  // The answer lists the items written; an answer without them is still a success.
  const parsed = itemsOf(UpstreamSettingSchema).safeParse(res.body);
  return { ok: true, value: parsed.success ? parsed.data.items : [] };
}
