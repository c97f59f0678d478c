import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { AddPagePicker } from '../add-page-picker';
import type { FieldEditorProps, FieldType } from '../field-editor';
import {
  addLandingItem,
  normaliseLandingItems,
  pagesToAdd,
  removeLandingItem,
  updateLandingItem,
  validateLandingItems,
  type LandingPageItem,
} from './landing-page-items-value';
import { useCustomPageNames } from '../use-custom-page-names';

const INPUTS: { field: 'imageUrl' | 'titleKey' | 'descriptionKey'; label: string }[] = [
  { field: 'imageUrl', label: 'Image URL' },
  { field: 'titleKey', label: 'Title key' },
  { field: 'descriptionKey', label: 'Description key' },
];

function LandingPageItemsEditor({ setting, value, onChange, errors, disabled }: FieldEditorProps<LandingPageItem[]>) {
  const pages = useCustomPageNames();
  const addable = pagesToAdd(value, pages);

  return (
    <Stack gap="sm">
      {value.length === 0 && <Text c="dimmed">No landing page items</Text>}
      {value.map((item, index) => (
        <Card key={`${item.pageName}-${index}`} withBorder padding="sm" role="group" aria-label={`Landing page item ${item.pageName}`}>
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{item.pageName}</Text>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => onChange(removeLandingItem(value, index))}
              disabled={disabled}
              aria-label={`Remove landing page item ${item.pageName}`}
            >
              Remove
            </Button>
          </Group>
          {errors[`${index}.pageName`] && (
            <Text c="red" size="sm">
              {errors[`${index}.pageName`]}
            </Text>
          )}
          <Group grow align="flex-start">
            {INPUTS.map((input) => (
              <TextInput
                key={input.field}
                label={input.label}
                aria-label={`${input.label} of ${item.pageName}`}
                value={item[input.field]}
                onChange={(event) => onChange(updateLandingItem(value, index, { [input.field]: event.currentTarget.value }))}
                error={errors[`${index}.${input.field}`]}
                disabled={disabled}
                withAsterisk
              />
            ))}
          </Group>
        </Card>
      ))}
      <Group align="flex-end" gap="sm">
        <AddPagePicker
          label="Page to add"
          ariaLabel={`Page to add to ${setting.label}`}
          pages={addable}
          allAddedText="All pages added"
          disabled={disabled}
          onAdd={(page) => onChange(addLandingItem(value, page))}
        />
      </Group>
    </Stack>
  );
}

export const landingPageItemsField: FieldType<LandingPageItem[]> = {
  Editor: LandingPageItemsEditor,
  validate: validateLandingItems,
  emptyValue: () => [],
  normalise: normaliseLandingItems,
};
