import type { Flat } from './changes';
import type { Reverter } from './reverter';

// The reverter of a record saved as `update<Type>(id, input, baseVersion)` and created as
// `create<Type>(input)` (custom pages, help links, configuration setup): one declaration each,
// the input read from the record's flat fields.

const ERRORS = 'userErrors { field message code }';

export interface IdInputSaves {
  /** The mutations' names (`updateCustomPage`, `createCustomPage`). */
  update: string;
  create: string;
  /** The input type both take (`CustomPageInput`). */
  inputType: string;
  /** The create payload's field holding the new record (`customPage`). */
  created: string;
  /** The input from the record's fields. */
  input: (flat: Flat) => Record<string, unknown>;
  /** What a restore cannot bring back. */
  loses?: string;
}

export const idInputReverter = (saves: IdInputSaves): Reverter => ({
  update: ({ id, target, version }) => ({
    mutation: `mutation Revert($id: ID!, $input: ${saves.inputType}!, $baseVersion: String) {
      write: ${saves.update}(id: $id, input: $input, baseVersion: $baseVersion) { ${ERRORS} }
    }`,
    variables: { id, input: saves.input(target), baseVersion: version },
  }),
  restore: {
    loses: saves.loses,
    write: (before) => ({
      mutation: `mutation Restore($input: ${saves.inputType}!) { write: ${saves.create}(input: $input) { created: ${saves.created} { id } ${ERRORS} } }`,
      variables: { input: saves.input(before) },
    }),
  },
});
