import { useEmulatorStack } from '../../test/emulator-stack';
import { numbered, undoCases } from '../../test/undo-cases';

// The stream configuration put back from Activity (issue 43): its Img Arena similarity reverted
// (one configuration, never deleted: no restore).

const SAVE = 'mutation($input: SaveStreamConfigurationInput!) { saveStreamConfiguration(input: $input) { userErrors { message } } }';

describe('undo on the stream configuration', () => {
  const stack = useEmulatorStack();
  const save = async (similarity: string, as?: Record<string, string>) => {
    const input = { imgArenaSimilarity: Number(similarity), infrontSimilarity: 70, websites: [] };
    expect((await stack.gql(SAVE, { input }, as)).data.saveStreamConfiguration.userErrors).toEqual([]);
  };
  undoCases(
    stack,
    () => ({
      entityType: 'StreamConfiguration',
      field: 'imgArenaSimilarity',
      valueFor: numbered(40),
      create: async (similarity, as) => (await save(similarity, as), 'streams'),
      update: (_id, similarity, as) => save(similarity, as),
      read: async (_id, as) =>
        String((await stack.gql('{ streamConfiguration { imgArenaSimilarity } }', {}, as)).data.streamConfiguration.imgArenaSimilarity),
    }),
    'streams',
  );
});
