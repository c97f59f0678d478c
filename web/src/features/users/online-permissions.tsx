import type { MatrixSection, PermissionMatrix, Right } from './permission-matrix';
import { PERMISSION_ROWS, RIGHT_WORD } from './permission-matrix';
import { PermissionMatrixTable } from './permission-matrix-table';
import { WebsitePermissions } from './website-permissions';

const PERMISSION_TABLE_ROWS = PERMISSION_ROWS.map(({ key, name }) => ({ id: key, label: name }));

interface OnlinePermissionsProps {
  matrix: PermissionMatrix;
  /** Websites with a level on the website or its help, stored or ticked. */
  withAccess: readonly string[];
  onToggle: (section: MatrixSection, id: string, right: Right, checked: boolean) => void;
  readOnly?: boolean;
}

/** The "Online" tab: the 11 permission keys, then per-website and per-website help access, a page of websites at a time. */
export function OnlinePermissions({ matrix, withAccess, onToggle, readOnly = false }: OnlinePermissionsProps) {
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
      <WebsitePermissions matrix={matrix} withAccess={withAccess} readOnly={readOnly} onToggle={onToggle} />
    </>
  );
}
