import type { DomainFieldsState } from './use-domain-fields';
import { GrowingTextarea } from '../../../shared/forms/growing-textarea';

const CODE_FIELDS = [
  { field: 'headCode', label: 'Head code' },
  { field: 'bodyCode', label: 'Body code' },
  { field: 'footerCode', label: 'Footer code' },
] as const;

/** The code a domain's pages carry in their head, body and footer. */
export function DomainCodeFields({ form, readOnly }: { form: DomainFieldsState; readOnly: boolean }) {
  const { values, setValues } = form;
  return CODE_FIELDS.map(({ field, label }) => (
    <GrowingTextarea
      key={field}
      label={label}
      value={values[field]}
      readOnly={readOnly}
      onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
      minRows={3}
      maxLength={20000}
      ff="monospace"
    />
  ));
}
