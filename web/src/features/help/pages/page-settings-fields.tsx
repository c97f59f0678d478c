import { Checkbox, Group, Radio } from '@mantine/core';
import type { PageEditorState } from './use-page-editor';

interface PageSettingsFieldsProps {
  editor: PageEditorState;
  categories: { id: string; label: string }[];
  readOnly: boolean;
}

/** What a page is beside its texts: its categories, its type and where it is visible. */
export function PageSettingsFields({ editor, categories, readOnly }: PageSettingsFieldsProps) {
  const { values, setValues } = editor;
  return (
    <>
      <Checkbox.Group
        label="Categories"
        value={values.categoryIds}
        onChange={(ids) => !readOnly && setValues({ ...values, categoryIds: ids })}
      >
        <Group mt={4}>
          {categories.map((c) => (
            <Checkbox key={c.id} value={c.id} label={c.label} disabled={readOnly} />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group
        label="Page type"
        value={values.pageType}
        onChange={(v) => !readOnly && setValues({ ...values, pageType: v === 'FULL_PAGE' ? 'FULL_PAGE' : 'STANDARD' })}
      >
        <Group mt={4}>
          <Radio value="STANDARD" label="standard" disabled={readOnly} />
          <Radio value="FULL_PAGE" label="full-page" disabled={readOnly} />
        </Group>
      </Radio.Group>
      <Group>
        <Checkbox
          label="Is Visible On Web"
          checked={values.isVisibleOnWeb}
          disabled={readOnly}
          onChange={(e) => setValues({ ...values, isVisibleOnWeb: e.currentTarget.checked })}
        />
        <Checkbox
          label="Is Visible On Mobile"
          checked={values.isVisibleOnMobile}
          disabled={readOnly}
          onChange={(e) => setValues({ ...values, isVisibleOnMobile: e.currentTarget.checked })}
        />
      </Group>
    </>
  );
}
