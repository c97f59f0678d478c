import { ActionIcon, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { FieldErrors, WebsiteLanguage } from '../field-editor';
import { LanguageTabs } from '../language-tabs';
import { TicketBannerImageInput } from './ticket-banner-image-input';
import { languageBanner, type BannerImage, type DefaultBanner, type TicketBanner } from './ticket-banners-value';
import type { DragReorder } from './use-drag-reorder';
import type { ImageSizes } from './use-ticket-banner-images';

interface TicketBannerCardProps {
  banner: TicketBanner;
  index: number;
  count: number;
  languages: readonly WebsiteLanguage[];
  errors: FieldErrors;
  disabled: boolean;
  drag: ReturnType<DragReorder['handlersFor']>;
  isDropTarget: boolean;
  onDefault: (patch: Partial<DefaultBanner>) => void;
  onLanguage: (code: string, patch: Partial<BannerImage>) => void;
  onUpload: (code: string | null, file: File, sizes: ImageSizes) => Promise<boolean>;
  onDeleteLanguage: (language: WebsiteLanguage) => Promise<void>;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Messages under `prefix.` keyed by the rest of their path. */
function errorsAt(errors: FieldErrors, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(`${prefix}.`)) found[path.slice(prefix.length + 1)] = message;
  }
  return found;
}

/** One ticket banner: its default banner and a banner per language, with move, drag and remove. */
export function TicketBannerCard(props: TicketBannerCardProps) {
  const { banner, index, count, languages, errors, disabled, drag, isDropTarget } = props;
  const name = banner.default.bannerName.trim() || `banner ${index + 1}`;
  const defaultErrors = errorsAt(errors, `${index}.default`);

  return (
    <Card
      withBorder
      padding="sm"
      role="group"
      aria-label={`Ticket banner ${name}`}
      style={isDropTarget ? { outline: '2px dashed var(--mantine-primary-color-filled)' } : undefined}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <span
            draggable={drag.draggable}
            onDragStart={drag.onDragStart}
            onDragEnd={drag.onDragEnd}
            style={{ cursor: drag.draggable ? 'grab' : 'default', display: 'inline-flex' }}
            title="Drag to reorder"
            aria-hidden
          >
            <IconGripVertical size={18} />
          </span>
          <Title order={4} size="h5">
            {index + 1}. {name}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={`Move ${name} up`}
            disabled={disabled || index === 0}
            onClick={() => props.onMove(index - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Move ${name} down`}
            disabled={disabled || index === count - 1}
            onClick={() => props.onMove(index + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          {/* The same delete affordance as the questionnaire's questions: a red trash icon. */}
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} disabled={disabled} onClick={props.onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput
            label="Ticket banner name"
            aria-label={`Ticket banner name of ${name}`}
            value={banner.default.bannerName}
            onChange={(event) => props.onDefault({ bannerName: event.currentTarget.value })}
            error={defaultErrors.bannerName}
            disabled={disabled}
            withAsterisk
          />
          <TextInput
            label="Ticket banner url"
            aria-label={`Ticket banner url of ${name}`}
            value={banner.default.bannerUrl}
            onChange={(event) => props.onDefault({ bannerUrl: event.currentTarget.value })}
            error={defaultErrors.bannerUrl}
            disabled={disabled}
            withAsterisk
          />
        </Group>
        <Checkbox
          label="Internal url"
          aria-label={`Internal url of ${name}`}
          checked={banner.default.isInternalUrl}
          onChange={(event) => props.onDefault({ isInternalUrl: event.currentTarget.checked })}
          disabled={disabled}
        />
        <Text fw={500} size="sm">
          Default image
        </Text>
        <TicketBannerImageInput
          image={banner.default}
          name={`default image of ${name}`}
          onPatch={props.onDefault}
          onUpload={(file, sizes) => props.onUpload(null, file, sizes)}
          errors={defaultErrors}
          disabled={disabled}
        />
        <Text fw={500} size="sm" mt="xs">
          Banner per language
        </Text>
        <LanguageTabs languages={languages} label={`Languages of ${name}`}>
          {(language) => {
            const image = languageBanner(banner, language.code);
            const where = `${language.name} of ${name}`;
            return (
              <Stack gap="xs">
                <TextInput
                  label="Banner url"
                  aria-label={`Banner url in ${where}`}
                  value={image.bannerUrl}
                  onChange={(event) => props.onLanguage(language.code, { bannerUrl: event.currentTarget.value })}
                  disabled={disabled}
                />
                <Checkbox
                  label="Internal url"
                  aria-label={`Internal url in ${where}`}
                  checked={image.isInternalUrl}
                  onChange={(event) => props.onLanguage(language.code, { isInternalUrl: event.currentTarget.checked })}
                  disabled={disabled}
                />
                <TicketBannerImageInput
                  image={image}
                  name={`image in ${where}`}
                  onPatch={(patch) => props.onLanguage(language.code, patch)}
                  onUpload={(file, sizes) => props.onUpload(language.code, file, sizes)}
                  onDelete={() => props.onDeleteLanguage(language)}
                  errors={errorsAt(errors, `${index}.languages.${language.code}`)}
                  disabled={disabled}
                />
              </Stack>
            );
          }}
        </LanguageTabs>
      </Stack>
    </Card>
  );
}
