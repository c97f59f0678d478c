import type { MatrixSection, PermissionMatrix, Right } from './permission-matrix';
import { PERMISSION_ROWS } from './permission-matrix';
import { PermissionMatrixTable } from './permission-matrix-table';

const RIGHT_WORD: Record<Right, string> = { read: 'Read', write: 'Write' };
const PERMISSION_TABLE_ROWS = PERMISSION_ROWS.map(({ key, name }) => ({ id: key, label: name }));

interface OnlinePermissionsProps {
  matrix: PermissionMatrix;
  websites: readonly { id: string; name: string }[];
  onToggle: (section: MatrixSection, id: string, right: Right, checked: boolean) => void;
  readOnly?: boolean;
}

/** The "Online" tab: the 11 permission keys, then per-website and per-website help access. */
export function OnlinePermissions({ matrix, websites, onToggle, readOnly = false }: OnlinePermissionsProps) {
  const websiteRows = websites.map((w) => ({ id: w.id, label: w.name }));
  return (
    <>
      <PermissionMatrixTable
        title="Permissions"
        readOnly={readOnly}
        rows={PERMISSION_TABLE_ROWS}
        values={matrix.permissions}
        checkboxLabel={(right, row) => `${RIGHT_WORD[right]} ${row.label}`}
        onToggle={(id, right, checked) => onToggle('permissions', id, right, checked)}
      />
      <PermissionMatrixTable
        title="Websites"
        readOnly={readOnly}
        rows={websiteRows}
        values={matrix.websites}
        checkboxLabel={(right, row) => `${RIGHT_WORD[right]} website ${row.label}`}
        onToggle={(id, right, checked) => onToggle('websites', id, right, checked)}
      />
      <PermissionMatrixTable
        title="Help"
        readOnly={readOnly}
        rows={websiteRows}
        values={matrix.help}
        checkboxLabel={(right, row) => `${RIGHT_WORD[right]} help ${row.label}`}
        onToggle={(id, right, checked) => onToggle('help', id, right, checked)}
      />
    </>
  );
}
