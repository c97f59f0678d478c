import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { StreamConfigurationForm_ConfigurationFragment as StoredConfiguration } from '../../gql/graphql';
import { readableError } from '../../shared/requests/error-message';
import { notifySuccess } from '../../shared/notices/notify';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { useVersionedEdit } from '../../shared/forms/use-versioned-edit';
import { streamFieldLabel, streamFieldText } from './stream-configuration-fields';

// The stream configuration form's state and save, on the edit-form primitive (issue 41): a save
// sends the similarities and only the websites whose regions changed (a colleague's change to
// another website stays), with the version the form opened on; an unedited form opens again on a
// colleague's save, and who else has it open is shown to writers.

export const SAVED_MESSAGE = 'Img Arena configurations updated successfully !';
export const SIMILARITY_MESSAGE = 'Value must be a number between 0 and 100';

// What the form starts from; the query and the save's answer spread it.
export const StreamConfigurationFragment = graphql(`
  fragment StreamConfigurationForm_configuration on StreamConfiguration {
    imgArenaSimilarity
    infrontSimilarity
    websites {
      website {
        id
        name
      }
      imgArenaExcludedRegionIds
      infrontExcludedRegionIds
    }
    version
  }
`);

const SaveStreamConfigurationMutation = graphql(`
  mutation SaveStreamConfiguration($input: SaveStreamConfigurationInput!) {
    saveStreamConfiguration(input: $input) {
      configuration {
        ...StreamConfigurationForm_configuration
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

/** A whole number from 0 to 100. */
export const similarityError = (value: string | number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100 ? null : SIMILARITY_MESSAGE;

const REGION_ID = /^\d{1,9}$/;

export type Regions = Record<string, { img: string[]; infront: string[] }>;
export type RegionKey = 'img' | 'infront';
const regionsOf = (c: StoredConfiguration): Regions =>
  Object.fromEntries(c.websites.map((w) => [w.website.id, { img: w.imgArenaExcludedRegionIds, infront: w.infrontExcludedRegionIds }]));
const savedOf = (c: StoredConfiguration) => ({ regions: regionsOf(c), img: c.imgArenaSimilarity, infront: c.infrontSimilarity });

export function useStreamConfigurationForm(
  initial: StoredConfiguration,
  canWrite: boolean,
  onTakeTheirs: (typedSince?: () => boolean) => void,
) {
  const [imgSimilarity, setImgSimilarity] = useState<string | number>(initial.imgArenaSimilarity);
  const [infrontSimilarity, setInfrontSimilarity] = useState<string | number>(initial.infrontSimilarity);
  const [regions, setRegions] = useState<Regions>(() => regionsOf(initial));
  const [problems, setProblems] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SaveStreamConfigurationMutation);
  // What was last loaded or saved: a tab switch with edits since asks first, and a save sends
  // only the websites whose regions changed since.
  const [saved, setSaved] = useState(() => savedOf(initial));
  const changedWebsites = Object.keys(regions).filter((id) => JSON.stringify(regions[id]) !== JSON.stringify(saved.regions[id]));
  const dirty =
    canWrite && (changedWebsites.length > 0 || Number(imgSimilarity) !== saved.img || Number(infrontSimilarity) !== saved.infront);
  const guard = useUnsavedChangesGuard(dirty);
  // Read when a quiet reload's answer arrives, after renders the reload did not wait for.
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const edit = useVersionedEdit({
    entityType: 'StreamConfiguration',
    entityId: 'streams',
    loaded: initial.version,
    isDirty: () => dirty,
    // Nothing changed yet: the form opens again on the colleague's configuration, unless the user
    // starts typing before it is read.
    whenClean: () => onTakeTheirs(() => dirtyNow.current),
    editing: canWrite,
  });
  const websiteName = (id: string) => initial.websites.find((w) => w.website.id === id)?.website.name ?? id;

  // A region id is a number: anything else is refused as it is typed, not after Save.
  const [regionErrors, setRegionErrors] = useState<Partial<Record<RegionKey, string>>>({});
  const setWebsiteRegions = (websiteId: string, key: RegionKey, typed: string[]) => {
    const ids = typed.map((id) => id.trim()).filter(Boolean);
    const refused = ids.find((id) => !REGION_ID.test(id));
    setRegionErrors((errors) => ({
      ...errors,
      [key]: refused === undefined ? undefined : `Region ids are numbers: "${refused}" is not one.`,
    }));
    setRegions((all) => ({ ...all, [websiteId]: { ...all[websiteId]!, [key]: ids.filter((id) => REGION_ID.test(id)) } }));
  };

  const input = (baseVersion: string | null) => ({
    imgArenaSimilarity: Number(imgSimilarity),
    infrontSimilarity: Number(infrontSimilarity),
    websites: changedWebsites.map((id) => ({
      websiteId: id,
      imgArenaExcludedRegionIds: regions[id]!.img,
      infrontExcludedRegionIds: regions[id]!.infront,
    })),
    baseVersion,
  });

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const submit = async (overBase?: string) => {
    setProblems([]);
    edit.clear();
    try {
      const { data } = await save({ variables: { input: input(overBase ?? edit.baseVersion) } });
      const result = data?.saveStreamConfiguration;
      if (edit.refused(result?.userErrors ?? [])) return;
      if (!result?.configuration) return setProblems(result?.userErrors.map((e) => e.message) ?? []);
      const stored = result.configuration;
      setRegions(regionsOf(stored));
      setImgSimilarity(stored.imgArenaSimilarity);
      setInfrontSimilarity(stored.infrontSimilarity);
      setSaved(savedOf(stored));
      edit.basedOn(stored.version);
      notifySuccess(SAVED_MESSAGE);
    } catch (e) {
      setProblems([readableError(e)]);
    }
  };

  const notices = {
    edit,
    labelOf: (field: string) => streamFieldLabel(field, websiteName),
    yoursOf: (field: string) => streamFieldText(field, { regions, img: imgSimilarity, infront: infrontSimilarity }),
    keeping: loading,
    onTakeTheirs: () => onTakeTheirs(),
    onKeepMine: (base: string) => void submit(base),
  };
  const similarities = { img: imgSimilarity, infront: infrontSimilarity, setImg: setImgSimilarity, setInfront: setInfrontSimilarity };
  const invalid = similarityError(imgSimilarity) !== null || similarityError(infrontSimilarity) !== null;
  return {
    regions,
    regionErrors,
    setWebsiteRegions,
    changedWebsites,
    similarities,
    invalid,
    problems,
    guard,
    submit,
    saving: loading,
    notices,
  };
}
