import { useQuery } from '@apollo/client/react';
import { Loader, Modal } from '@mantine/core';
import { useState } from 'react';
import { tooltipId, type OtherTooltip } from '@backoffice/rules/tooltips';
import { readableError } from '../../shared/requests/error-message';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { SportTooltipQuery } from './sport-tooltips-operations';
import { draftOf, newDraft, type SavedTooltip } from './tooltip-form-state';
import { TooltipFormModal } from './tooltip-form';

interface TooltipModalProps {
  sportId: string;
  sportName: string;
  /** The tooltip to edit; null creates one. */
  tooltip: SavedTooltip | null;
  /** The sport's other tooltips (duplicate checks). */
  others: readonly OtherTooltip[];
  languages: readonly { id: string; name: string; code: string }[];
  canWrite: boolean;
  onClose: () => void;
}

/** Loads a saved tooltip with its translations and version before the form opens. */
export function TooltipModal(props: TooltipModalProps) {
  const { tooltip, sportId } = props;
  const { data, error, refetch } = useQuery(SportTooltipQuery, {
    variables: { id: tooltipId(sportId, tooltip?.phraseKey ?? '') },
    skip: !tooltip,
    fetchPolicy: 'network-only',
  });
  // Take theirs, or a colleague's save heard with no edits: the form opens again on what is stored.
  const [opening, setOpening] = useState(0);
  const reload = async () => {
    await refetch();
    setOpening((n) => n + 1);
  };
  const title = tooltip ? `Edit tooltip ${tooltip.phraseKey}` : `Add tooltip for ${props.sportName}`;
  const stored = data?.sportTooltip;
  if (tooltip && !stored) {
    const problem = error ? readableError(error) : data ? `Tooltip ${tooltip.phraseKey} not found` : null;
    return (
      <Modal opened onClose={props.onClose} title={title} size="xl">
        {problem ? <FormErrorsAlert messages={[problem]} /> : <Loader role="status" aria-label="Loading" />}
      </Modal>
    );
  }
  const initial = stored ? draftOf(stored, stored.translations) : newDraft();
  return (
    <TooltipFormModal
      key={opening}
      sportId={sportId}
      phraseKey={tooltip?.phraseKey ?? null}
      others={props.others}
      languages={props.languages}
      canWrite={props.canWrite}
      onClose={props.onClose}
      title={title}
      initial={initial}
      version={stored?.version}
      reload={reload}
    />
  );
}
