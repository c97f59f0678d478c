import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatLocal } from '../format/local-time';
import type { LiveChange } from '../live/live-changes';
import type { Conflict } from './user-errors';

// Two staff, one record (issue 28): the save was refused because someone changed the record
// while this user was editing it. Nothing the user typed is lost: the form keeps it until they
// choose to take the other person's values (the form reloads) or keep theirs (saved again over
// the change, which Activity shows).

interface ConflictNoticeProps {
  conflict: Conflict;
  /** How the form names a conflicting field (`email` → `Email`); fields it does not show are left out. */
  labelOf: (field: string) => string | null;
  /** The user's own value of a field, as text. */
  yoursOf: (field: string) => string | null;
  onTakeTheirs: () => void;
  /** Saves again with this base: the conflict's version marked as kept over (Activity records an overwrite). */
  onKeepMine: (base: string) => void;
  keeping?: boolean;
  /** Set for a form whose fields are decided one by one (a word's phrases): each line gets its own choice. */
  onChoose?: FieldChoice;
}

/** One line's choice: the conflict's fields it shows, theirs taken into the form or the user's kept. */
export type FieldChoice = (fields: readonly string[], choice: 'theirs' | 'mine') => void;

/** Keep mine: the version the conflict named, marked so the gateway records the save as an overwrite. */
export const keptOver = (conflict: Conflict) => `${conflict.version}!keep`;

/** 'Changed by admin@example.com at 14:02 while you were editing', in the viewer's time. */
export function conflictHeadline(conflict: Conflict): string {
  if (!conflict.changedBy) return 'Changed outside the back-office while you were editing';
  const at = conflict.changedAt ? ` at ${formatLocal(conflict.changedAt, 'HH:mm')}` : '';
  return `Changed by ${conflict.changedBy}${at} while you were editing`;
}

/** Why a row of a bulk action was left alone: 'Changed by admin@example.com at 14:02 after the list showed it'. */
export function changedSinceShown(conflict: Conflict): string {
  return conflictHeadline(conflict).replace(/ while you were editing$/, ' after the list showed it');
}

export function ConflictNotice({ conflict, labelOf, yoursOf, onTakeTheirs, onKeepMine, keeping = false, onChoose }: ConflictNoticeProps) {
  // A tall form's save button is far below its top, where the notice is: each new conflict comes
  // into view once (keyed on its version: a form may build the conflict object anew every render,
  // and scrolling again would move the buttons under the user's pointer).
  const notice = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    void notice.current?.scrollIntoView({ block: 'nearest' });
  }, [conflict.version]);
  // Fields the form shows as one (a list's items, `categoryIds.0`, `categoryIds.1`) are one line.
  const byLabel = new Map<string, { name: string; names: string[]; label: string; theirs: string[]; yours: string | null }>();
  for (const field of conflict.fields) {
    const label = labelOf(field.name);
    if (!label) continue;
    const line = byLabel.get(label) ?? { name: field.name, names: [], label, theirs: [], yours: yoursOf(field.name) };
    line.names.push(field.name);
    if (field.theirs !== null) line.theirs.push(field.theirs);
    byLabel.set(label, line);
  }
  const fields = [...byLabel.values()].map((line) => ({ ...line, theirs: line.theirs.join(', ') }));
  return (
    // The title in the text colour: Mantine's light orange on its tint is below WCAG AA contrast.
    <Alert
      color="orange"
      variant="light"
      title={conflictHeadline(conflict)}
      role="alert"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      ref={notice}
      // Below the shell's header when the page itself scrolls.
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="xs">
        {fields.length > 0 && (
          <List size="sm" spacing={2}>
            {fields.map((field) => (
              <List.Item key={field.name}>
                <Text span size="sm" fw={600}>
                  {field.label}:
                </Text>{' '}
                theirs “{field.theirs}”, yours “{field.yours ?? ''}”
                {onChoose && fields.length > 1 && <LineChoice label={field.label} onChoose={(choice) => onChoose(field.names, choice)} />}
              </List.Item>
            ))}
          </List>
        )}
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={onTakeTheirs}>
            Take theirs
          </Button>
          {/* Red: it writes over a colleague's change (and white on Mantine's orange is below 4.5:1). */}
          <Button size="xs" color="red" loading={keeping} onClick={() => onKeepMine(keptOver(conflict))}>
            Keep mine
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A line's own Take theirs / Keep mine, named by the line's field for assistive technology. */
function LineChoice({ label, onChoose }: { label: string; onChoose: (choice: 'theirs' | 'mine') => void }) {
  return (
    <Group gap={4} mt={2}>
      <Button size="compact-xs" variant="default" aria-label={`Take theirs: ${label}`} onClick={() => onChoose('theirs')}>
        Take theirs
      </Button>
      <Button size="compact-xs" variant="subtle" color="red" aria-label={`Keep mine: ${label}`} onClick={() => onChoose('mine')}>
        Keep mine
      </Button>
    </Group>
  );
}

/**
 * Heard live while the user has unsaved edits: a colleague changed this record. The save will be
 * checked against it (and show what differs); Take theirs reloads the form now.
 */
export function LiveChangeNotice({ change, onTakeTheirs }: { change: LiveChange; onTakeTheirs: () => void }) {
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={conflictHeadline({ changedBy: change.changedBy, changedAt: change.at, version: '', fields: [] })}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Group gap="sm" justify="space-between">
        <Text size="sm">Saving will show what differs from your values.</Text>
        <Button size="xs" variant="default" onClick={onTakeTheirs}>
          Take theirs
        </Button>
      </Group>
    </Alert>
  );
}
