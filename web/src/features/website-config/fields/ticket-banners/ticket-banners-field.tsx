import { Button, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { notifySuccess } from '../../../../shared/notices/notify';
import type { FieldEditorProps, FieldType, WebsiteLanguage } from '../field-editor';
import { TicketBannerCard } from './ticket-banner-card';
import {
  BANNER_UPLOADED,
  addTicketBanner,
  bannerDeletedMessage,
  bannerKey,
  moveTicketBanner,
  normaliseTicketBanners,
  removeLanguageBanner,
  removeTicketBanner,
  setDefaultBanner,
  setLanguageBanner,
  validateTicketBanners,
  type TicketBanner,
} from './ticket-banners-value';
import { useDragReorder } from './use-drag-reorder';
import { useTicketBannerImages, type ImageSizes } from './use-ticket-banner-images';

function TicketBannersEditor({ websiteId, languages, value, onChange, errors, disabled, saveNow }: FieldEditorProps<TicketBanner[]>) {
  const images = useTicketBannerImages(websiteId);
  // The value as last rendered: an upload resumes after an await and must build on
  // the edits made meanwhile, not on the value it started from.
  const latest = useRef(value);
  latest.current = value;

  /**
   * A banner change submits at once (spec 001 §4) when the list is valid; an
   * invalid list stays in the form until the missing texts are filled in.
   */
  const commit = async (next: TicketBanner[]): Promise<'saved' | 'pending' | 'failed'> => {
    onChange(next);
    if (Object.keys(validateTicketBanners(next)).length > 0) return 'pending';
    return (await saveNow(next)) ? 'saved' : 'failed';
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    void commit(moveTicketBanner(value, from, to));
  };
  const drag = useDragReorder(move, !disabled);

  const upload = async (index: number, code: string | null, file: File, sizes: ImageSizes) => {
    const imagePath = await images.upload(file, sizes);
    if (!imagePath) return false;
    const patch = { imagePath, ...sizes };
    const current = latest.current;
    const next = code === null ? setDefaultBanner(current, index, patch) : setLanguageBanner(current, index, code, patch);
    if ((await commit(next)) !== 'failed') notifySuccess(BANNER_UPLOADED);
    return true;
  };

  /**
   * The stored configuration must never point at a deleted file: the banner is saved
   * without the image first, and the image is deleted only once that save succeeded.
   */
  const deleteLanguage = async (index: number, language: WebsiteLanguage) => {
    const imagePath = value[index]?.languages[language.code]?.imagePath;
    if ((await commit(removeLanguageBanner(value, index, language.code))) !== 'saved') return;
    if (imagePath && !(await images.remove(imagePath))) return;
    notifySuccess(bannerDeletedMessage(language.name));
  };

  return (
    <Stack gap="sm">
      {value.length === 0 && <Text c="dimmed">No ticket banners</Text>}
      {value.map((banner, index) => (
        <TicketBannerCard
          key={bannerKey(banner, index)}
          banner={banner}
          index={index}
          count={value.length}
          languages={languages}
          errors={errors}
          disabled={disabled}
          drag={drag.handlersFor(index)}
          isDropTarget={drag.overIndex === index}
          onDefault={(patch) => onChange(setDefaultBanner(value, index, patch))}
          onLanguage={(code, patch) => onChange(setLanguageBanner(value, index, code, patch))}
          onUpload={(code, file, sizes) => upload(index, code, file, sizes)}
          onDeleteLanguage={(language) => deleteLanguage(index, language)}
          onMove={(to) => move(index, to)}
          onRemove={() => void commit(removeTicketBanner(value, index))}
        />
      ))}
      <div>
        <Button variant="default" onClick={() => onChange(addTicketBanner(value))} disabled={disabled}>
          Add ticket banner
        </Button>
      </div>
    </Stack>
  );
}

export const ticketBannersField: FieldType<TicketBanner[]> = {
  Editor: TicketBannersEditor,
  validate: validateTicketBanners,
  emptyValue: () => [],
  normalise: normaliseTicketBanners,
};
