import { useMutation } from '@apollo/client/react';
import type { SportTooltips_RowFragment } from '../../gql/graphql';
import { ConfirmDeleteModal } from '../../shared/lists/confirm-delete-modal';
import { DeleteSportTooltipMutation, DeleteSportTooltipsMutation } from './sport-tooltips-operations';

const WARNING = 'It will be deleted on all websites.';

export type DeletingSport = SportTooltips_RowFragment | null;
export type DeletingTooltip = { sport: SportTooltips_RowFragment; phraseKey: string } | null;

interface SportTooltipsDeletesProps {
  sport: DeletingSport;
  tooltip: DeletingTooltip;
  onClose: () => void;
  onSportDeleted: (sport: SportTooltips_RowFragment) => void;
}

/** The two deletes of the panel, each asked first: a sport's whole tooltips, or one tooltip. */
export function SportTooltipsDeletes({ sport, tooltip, onClose, onSportDeleted }: SportTooltipsDeletesProps) {
  const [deleteSport] = useMutation(DeleteSportTooltipsMutation);
  const [deleteTooltip] = useMutation(DeleteSportTooltipMutation);
  return (
    <>
      <ConfirmDeleteModal
        opened={sport !== null}
        title={`Delete ${sport?.name ?? ''} tooltips`}
        message={WARNING}
        successMessage="Successfully deleted sport tooltips"
        remove={async () => (await deleteSport({ variables: { id: sport!.id } })).data?.deleteSportTooltips.userErrors ?? []}
        onClose={onClose}
        onDeleted={() => sport && onSportDeleted(sport)}
      />
      <ConfirmDeleteModal
        opened={tooltip !== null}
        title={`Delete tooltip ${tooltip?.phraseKey ?? ''}`}
        message={WARNING}
        successMessage="Successfully deleted Tooltip"
        remove={async () =>
          (await deleteTooltip({ variables: { sportId: tooltip!.sport.sportId, phraseKey: tooltip!.phraseKey } })).data?.deleteSportTooltip
            .userErrors ?? []
        }
        onClose={onClose}
      />
    </>
  );
}
