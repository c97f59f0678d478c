import type { ActivityChange, ActivityEntry } from '../../activity-log/entry';
import { keptChange, keptImportUnavailable } from '../../activity-log/kept-with';
import { unpack } from '../../activity-log/packed';
import type { UpstreamCaller } from '../../upstream/caller';
import { listTooltipSports } from './client';
import { unpackTooltips } from './sport-tooltip-codec';

// What a sport tooltips import's Activity entry keeps for its revert (issue 43): the upstream
// takes the file unparsed and replaces each tooltip it names whole, so the gateway reads every
// sport's tooltips before sending it (one read, the list the screen pages), keeps a copy of the
// file as it streams on (no larger than an import takes), and once the upstream has taken it
// notes each tooltip the file changed, as it was and as the file wrote it, packed (gzip).

/** The Activity field that holds them. */
export const TOOLTIPS_FIELD = 'tooltips';

/** A tooltip's templates and selections, as the file's columns hold them. */
export type TooltipShape = [templateIds: number[], selectionPositions: number[]];
/** One tooltip an import changed: its sport, phrase key, its shape before (null: it was added), after. */
export type KeptTooltip = [sportId: string, phraseKey: string, before: TooltipShape | null, after: TooltipShape];

export const tooltipKey = (sportId: string, phraseKey: string) => `${sportId}:${phraseKey}`;
export const sameShape = (a: TooltipShape, b: TooltipShape) => a[0].join(';') === b[0].join(';') && a[1].join(';') === b[1].join(';');

/** Every sport's tooltips, their shapes by `tooltipKey`. */
export async function currentTooltips(call: UpstreamCaller): Promise<Map<string, TooltipShape>> {
  const shapes = new Map<string, TooltipShape>();
  for (const row of await listTooltipSports(call))
    for (const tooltip of unpackTooltips(row.tooltips))
      shapes.set(tooltipKey(String(row.sportId), tooltip.phraseKey), [tooltip.templateIds, tooltip.selectionPositions]);
  return shapes;
}

/** The cells of one line: plain or double-quoted (the file's cells are ids and a key without spaces). */
const cellsOf = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!).trim());

const ids = (cell: string) => cell.split(';').map((part) => Number(part.trim()));

/** The tooltips a file the upstream took changes in `current` (its header is optional, as the upstream reads it). */
export function changesOf(file: string, current: Map<string, TooltipShape>): KeptTooltip[] {
  const kept: KeptTooltip[] = [];
  for (const line of file.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const [sport = '', phraseKey = '', templates = '', positions = ''] = cellsOf(line);
    if (line.trim() === '' || sport === 'sport_id') continue;
    const sportId = String(Number(sport));
    const after: TooltipShape = [ids(templates), ids(positions)];
    const before = current.get(tooltipKey(sportId, phraseKey)) ?? null;
    if (!before || !sameShape(before, after)) kept.push([sportId, phraseKey, before, after]);
  }
  return kept;
}

/** The import CSV writing each tooltip's shape. */
export function csvOf(tooltips: Iterable<readonly [sportId: string, phraseKey: string, shape: TooltipShape]>): string {
  let csv = 'sport_id,phrase_key,template_ids,selection_positions\n';
  for (const [sportId, phraseKey, [templateIds, positions]] of tooltips)
    csv += `${sportId},${phraseKey},${templateIds.join(';')},${positions.join(';')}\n`;
  return csv;
}

const counted = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'tooltip' : 'tooltips'}`;

/** The import entry's `tooltips`: what it changed, packed; said not kept when their befores are larger than an import takes. */
export function keptTooltips(tooltips: KeptTooltip[], maxUploadBytes: number): ActivityChange[] {
  if (tooltips.length === 0) return [{ field: TOOLTIPS_FIELD, before: null, after: 'no tooltip changed' }];
  const befores = csvOf(tooltips.flatMap(([sportId, phraseKey, before]) => (before ? [[sportId, phraseKey, before] as const] : [])));
  return [keptChange(TOOLTIPS_FIELD, counted(tooltips.length), befores, JSON.stringify(tooltips), maxUploadBytes)];
}

/** What an import entry kept; null when it kept nothing (recorded before imports kept their tooltips). */
export function keptOf(entry: Pick<ActivityEntry, 'changes'>): KeptTooltip[] | null {
  const packed = unpack(entry.changes.find((change) => change.field === TOOLTIPS_FIELD)?.before);
  return packed === null ? null : (JSON.parse(packed) as KeptTooltip[]);
}

/** Why an import entry cannot be reverted; null when it can. */
export const importUnavailable = (entry: Pick<ActivityEntry, 'changes'>): string | null =>
  keptImportUnavailable(entry, TOOLTIPS_FIELD, 'tooltip', "revert each tooltip's own entries, or import the previous file.");
