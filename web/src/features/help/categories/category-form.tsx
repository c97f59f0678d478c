import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { HelpCategoriesQuery as HelpCategoriesData } from '../../../gql/graphql';
import { readableError } from '../../../shared/requests/error-message';
import { FormErrorsAlert } from '../../../shared/forms/form-errors-alert';
import { notifySuccess } from '../../../shared/notices/notify';
import { UnsavedChangesModal } from '../../../shared/forms/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useCommentPrompt } from '../comment-prompt';
import { addCategoryToDomain } from './help-cache';
import { SvgField, type SvgValue } from '../svg-field';
import { graphql } from '../../../gql';
import { useVersionedEdit, VersionedNotices } from '../../../shared/forms/use-versioned-edit';
import { HelpCategoriesQuery } from '../help-documents';
import { GrowingTextarea } from '../../../shared/forms/growing-textarea';

// What the lists show and the saves answer, so the cache holds it whole.
export const CategoryFormFragment = graphql(`
  fragment CategoryForm_category on HelpCategory {
    id
    version
    label
    isActive
    iconUrl
    texts {
      language
      name
      description
      slug
    }
    pages {
      ...HelpPageRow_page
    }
    pageOrderVersion
  }
`);

const SaveHelpCategoryMutation = graphql(`
  mutation SaveHelpCategory(
    $domainId: ID!
    $id: ID!
    $create: Boolean!
    $input: HelpCategoryInput!
    $comment: String
    $baseVersion: String
  ) {
    createHelpCategory(domainId: $domainId, input: $input, comment: $comment) @include(if: $create) {
      category {
        ...CategoryForm_category
      }
      # A new category changes the order the categories' reorders are based on.
      domain {
        id
        categoryOrderVersion
      }
      userErrors {
        ...UserErrors
      }
    }
    updateHelpCategory(domainId: $domainId, id: $id, input: $input, comment: $comment, baseVersion: $baseVersion) @skip(if: $create) {
      category {
        ...CategoryForm_category
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

type Category = HelpCategoriesData['helpCategories'][number];

// A category's conflict names `label`, `isActive`, `iconUrl` and `texts.{language}.{name|description}`.
const TEXT = /^texts\.([^.]+)\.(name|description)$/;
function categoryFieldLabel(field: string): string | null {
  const text = TEXT.exec(field);
  if (text) return `${text[2] === 'name' ? 'Name' : 'Description'} (${text[1]!.toUpperCase()})`;
  return ({ label: 'Label', isActive: 'Active', iconUrl: 'Icon' } as Record<string, string>)[field] ?? null;
}
function categoryFieldText(values: ReturnType<typeof valuesOf>, field: string): string | null {
  const text = TEXT.exec(field);
  if (text) return values.texts[text[1]!]?.[text[2] as 'name' | 'description'] ?? null;
  return field === 'label' ? values.label : field === 'isActive' ? String(values.isActive) : null;
}

interface CategoryFormProps {
  domainId: string;
  languages: string[];
  category: Category | null;
  onClose: () => void;
}

/** Category form (spec 001 §2.10): Create/Update disabled while the label is blank after trimming. */
function valuesOf(category: Category | null, languages: string[]) {
  return {
    label: category?.label ?? '',
    isActive: category?.isActive ?? true,
    texts: Object.fromEntries(
      languages.map((code) => {
        const text = category?.texts.find((t) => t.language === code);
        return [code, { name: text?.name ?? '', description: text?.description ?? '' }];
      }),
    ),
  };
}

export function CategoryForm({ domainId, languages, category, onClose }: CategoryFormProps) {
  // The category as the form opened it (live changes refresh the list under the form, not this).
  const [initial, setInitial] = useState(() => valuesOf(category, languages));
  const [values, setValues] = useState(initial);
  const [icon, setIcon] = useState<SvgValue>({ svg: null, remove: false });
  const [errors, setErrors] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SaveHelpCategoryMutation);
  const comment = useCommentPrompt();
  const dirty = JSON.stringify(values) !== JSON.stringify(initial) || icon.svg !== null || icon.remove;
  const guard = useUnsavedChangesGuard(dirty);
  const client = useApolloClient();
  const edit = useVersionedEdit({ entityType: 'HelpCategory', entityId: category?.id, loaded: category?.version, isDirty: () => dirty });
  const takeTheirs = () => {
    if (!category) return;
    void client.query({ query: HelpCategoriesQuery, variables: { domainId }, fetchPolicy: 'network-only' }).then(({ data }) => {
      const theirs = data?.helpCategories.find((c) => c.id === category.id);
      if (!theirs) return;
      const loaded = valuesOf(theirs, languages);
      setInitial(loaded);
      setValues(loaded);
      setIcon({ svg: null, remove: false });
      edit.basedOn(theirs.version);
    });
  };

  const setText = (code: string, field: 'name' | 'description', value: string) =>
    setValues((current) => ({ ...current, texts: { ...current.texts, [code]: { ...current.texts[code]!, [field]: value } } }));

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const submit = async (overBase?: string) => {
    const note = await comment.ask();
    if (note === null) return;
    setErrors([]);
    edit.clear();
    const input = {
      label: values.label.trim(),
      isActive: values.isActive,
      texts: languages.map((language) => ({
        language,
        name: values.texts[language]!.name,
        description: values.texts[language]!.description,
      })),
      iconSvg: icon.svg,
      removeIcon: icon.remove,
    };
    try {
      const { data } = await save({
        variables: {
          domainId,
          id: category?.id ?? '0',
          create: !category,
          input,
          comment: note || null,
          baseVersion: overBase ?? edit.baseVersion,
        },
        update: (cache, { data: saved }) => {
          if (saved?.createHelpCategory?.category) addCategoryToDomain(cache, domainId, saved.createHelpCategory.category);
        },
      });
      const result = category ? data?.updateHelpCategory : data?.createHelpCategory;
      if (edit.refused(result?.userErrors ?? [])) return;
      if (!result?.category) {
        setErrors(result?.userErrors.map((e) => e.message) ?? ['The category was not saved.']);
        return;
      }
      notifySuccess(category ? 'Category Updated' : 'Category Created');
      onClose();
    } catch (error) {
      setErrors([readableError(error)]);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={category ? `Edit category ${category.label}` : 'New category'}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {category ? `Edit category ${category.label}` : 'New category'}
        </Title>
        <FormErrorsAlert messages={errors} />
        <VersionedNotices
          edit={edit}
          labelOf={categoryFieldLabel}
          yoursOf={(field) => categoryFieldText(values, field)}
          keeping={loading}
          onTakeTheirs={takeTheirs}
          onKeepMine={(base) => void submit(base)}
        />
        <Checkbox
          label="Category Active"
          checked={values.isActive}
          onChange={(e) => setValues({ ...values, isActive: e.currentTarget.checked })}
        />
        <TextInput
          label="Category Label"
          required
          value={values.label}
          onChange={(e) => setValues({ ...values, label: e.currentTarget.value })}
          maxLength={255}
        />
        {languages.map((code) => (
          <Group key={code} grow align="flex-start">
            <TextInput
              label={`Category Name (${code})`}
              value={values.texts[code]!.name}
              onChange={(e) => setText(code, 'name', e.currentTarget.value)}
              maxLength={255}
            />
            <GrowingTextarea
              label={`Description (${code})`}
              value={values.texts[code]!.description}
              onChange={(e) => setText(code, 'description', e.currentTarget.value)}
              maxLength={2000}
              minRows={1}
            />
          </Group>
        ))}
        <SvgField label="Icon" currentUrl={category?.iconUrl ?? null} value={icon} onChange={setIcon} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void submit()} disabled={!values.label.trim() || !dirty} loading={loading}>
            {category ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Stack>
      {comment.modal}
      <UnsavedChangesModal guard={guard} />
    </Paper>
  );
}
