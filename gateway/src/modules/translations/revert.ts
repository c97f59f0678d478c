import type { Reverters } from '../../activity-log/reverter';

// Putting a language back from Activity (issue 43): its name and code, through updateLanguage and createLanguage.

const ERRORS = 'userErrors { field message code }';

export const translationsRevert: Reverters = {
  Language: {
    update: ({ id, target, version }) => ({
      mutation: `mutation RevertLanguage($input: UpdateLanguageInput!) { write: updateLanguage(input: $input) { ${ERRORS} } }`,
      variables: { input: { id, name: target.name, code: target.code, baseVersion: version } },
    }),
    restore: {
      loses: "Its words' phrases and exceptions in this language are not part of its snapshot: they do not come back.",
      write: (before) => ({
        mutation: `mutation RestoreLanguage($input: CreateLanguageInput!) { write: createLanguage(input: $input) { created: language { id } ${ERRORS} } }`,
        variables: { input: { name: before.name, code: before.code } },
      }),
    },
  },
};
