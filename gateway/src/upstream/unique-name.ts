// Names the upstream does not keep unique but people tell records apart by (a help link, a
// configuration section, a help category's label): the gateway refuses a second one.

/** Whether another record than `exceptId` already has `name` (trimmed, any letter case). */
export function nameTaken(records: readonly { id: string | number; name: string }[], name: string, exceptId: string | null): boolean {
  const wanted = name.trim().toLowerCase();
  return records.some((record) => String(record.id) !== exceptId && record.name.trim().toLowerCase() === wanted);
}
