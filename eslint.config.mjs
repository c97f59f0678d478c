// One flat config for the whole workspace: typescript-eslint's type-checked
// rules everywhere (no-floating-promises matters for resolvers), React hooks
// and accessibility in the web app, GraphQL rules on the schema and on the
// web app's operations, no import cycles, and the layers as zones: a feature
// never imports another feature or the app layer, shared code never imports a
// feature and its folders stand in layers, a gateway module never reaches into another module.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One graphql-config for the schema and the web's operations: graphql-eslint loads the first one
// it meets and keeps it for the whole run, so both blocks must name the same schema and documents.
const GRAPHQL_CONFIG = {
  schema: 'schema/*.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', '!web/src/**/*.test.{ts,tsx}'],
};

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const features = dirs('./web/src/features/');
const gatewayModules = dirs('./gateway/src/modules/');

/** Modules sit side by side: none imports another. What several read is in catalogue/, what they add to a cross-cutting feature is declared in their GatewayModule. */
const gatewayZones = gatewayModules.flatMap((module) =>
  gatewayModules
    .filter((other) => other !== module)
    .map((other) => ({
      target: `./gateway/src/modules/${module}`,
      from: `./gateway/src/modules/${other}`,
      message: `A module never imports another: move what both read to catalogue/ (or access/, upstream/, graphql/), or declare it in ${other}'s GatewayModule.`,
    })),
);

/** The platform sits below the modules: it never imports one (modules/index.ts lists them for server.ts and schema.ts). */
const PLATFORM = ['graphql', 'access', 'http', 'upstream', 'state', 'telemetry', 'activity-log', 'catalogue'];
const platformZones = [
  ...PLATFORM.map((folder) => ({
    target: `./gateway/src/${folder}`,
    from: './gateway/src/modules',
    message: "The platform sits below the modules: move what both need below them, or declare it in the module's GatewayModule.",
  })),
];

/**
 * web/src/shared's folders, bottom first (web/src/shared/README.md): a folder imports only the
 * layers below it, so the pieces the login page downloads (requests/) never pull in a form or a
 * table, and no two folders lean on each other. A new folder must be placed here.
 */
const SHARED_LAYERS = [
  ['requests', 'format', 'cache'],
  ['notices', 'live', 'navigation'],
  ['forms', 'activity'],
  ['lists'],
  ['bulk-actions'],
];
const unplaced = dirs('./web/src/shared/').filter((folder) => !SHARED_LAYERS.flat().includes(folder));
if (unplaced.length > 0) throw new Error(`Place web/src/shared/${unplaced.join(', ')} in SHARED_LAYERS (eslint.config.mjs).`);
const sharedZones = SHARED_LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    target: `./web/src/shared/${folder}`,
    from: SHARED_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== folder)
      .map((other) => `./web/src/shared/${other}`),
    message: `shared/${folder} imports only the shared folders below it (SHARED_LAYERS in eslint.config.mjs, web/src/shared/README.md).`,
  })),
).filter((zone) => zone.from.length > 0);

/** Each feature may import itself and shared/, never another feature or app/. */
const webZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to web/src/shared, or compose them in web/src/app.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features never import the app layer.' },
  {
    target: './web/src/shared',
    from: ['./web/src/features', './web/src/app'],
    message: 'shared/ never imports a feature or the app layer.',
  },
  ...sharedZones,
];

/**
 * Sub-areas of a feature (issue 45, each folder's README) sit side by side: one imports its
 * feature's own folder and shared/, never another sub-area; the feature's screen composes them.
 * `uses`: the sub-areas one composes, named here so the exception is seen (the SEO rule modal
 * lazy-loads the rich-text editor, its own chunk; a word's form and list hold its exceptions and
 * the CSV import and export).
 */
const SUB_AREAS = [
  { feature: 'help' },
  { feature: 'seo', uses: { 'rule-modal': ['content-editor'] } },
  { feature: 'translations', uses: { words: ['exceptions', 'import-export'] } },
  { feature: 'website-config/fields' },
];
const subAreaZones = SUB_AREAS.flatMap(({ feature, uses = {} }) => {
  const areas = dirs(`./web/src/features/${feature}/`);
  return areas.flatMap((area) =>
    areas
      .filter((other) => other !== area && !(uses[area] ?? []).includes(other))
      .map((other) => ({
        target: `./web/src/features/${feature}/${area}`,
        from: `./web/src/features/${feature}/${other}`,
        message: `A sub-area of ${feature} never imports another: move what both need up to ${feature}/ (see its README).`,
      })),
  );
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/gql/**',
      'gateway/src/generated/**',
      'tests/test-results/**',
      'playwright-report/**',
      '.data/**',
      // The reference domain resolves its imports only once copied into place: the new-domain test
      // lints it there (scripts/tests/new-domain.test.mjs).
      'scripts/reference-domain/**',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Lets import-x parse the TypeScript files it follows (no-cycle needs them).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['gateway/tsconfig.json', 'web/tsconfig.json', 'emulator/tsconfig.json', 'tests/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // The project's own files only: no package in node_modules imports them back, so a cycle never
      // passes through one, and following every import into the packages' declarations was 99% of
      // a lint's time (64 of 65 s for three files).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Resolvers and store methods are async by contract (the generated Resolvers types, the
      // AttemptStore / SessionEvents interfaces) even when one implementation has nothing to await.
      '@typescript-eslint/require-await': 'off',
      // React Router's loaders throw redirect() Responses by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // Unused arguments named with a leading underscore document a position (resolvers' root, args).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The sizes the code keeps by habit (issue 45), measured without blank lines and comments (a
    // comment saying why never costs a file its room): a source file under 260 lines of code, a
    // function or component under 150. Tests, fixtures and scripts' test runs are apart.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', '**/test/**', 'tests/**', '**/*.spec.ts'],
    rules: {
      'max-lines': ['error', { max: 260, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests read GraphQL and HTTP answers as untyped JSON on purpose: the assertions are what
    // check their shape, so the no-unsafe-* family would only ask for casts that prove nothing.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(mock.method) and jest.spyOn(obj, 'method') pass methods unbound by design.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The classic hooks rules. The plugin's React Compiler rules (refs, set-state-in-effect,
      // globals) judge code written for the compiler, which this app does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // An async event handler (onClick={save}) is how forms submit; its promise is handled inside.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...subAreaZones] }],
    },
  },
  {
    // The forms validate with Zod Mini through one module (shared/forms/zod.ts, which also turns
    // Zod's JIT off for the CSP); classic Zod would bring its whole ~88 kB back to the screens.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/shared/forms/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['zod', 'zod/mini'].map((name) => ({ name, message: 'Import z from shared/forms/zod.' })) },
      ],
    },
  },
  {
    // What /login downloads before the signed-in shell: plain fetches, no Apollo Client or Mantine.
    files: ['web/src/shared/requests/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@apollo/*', '@mantine/*', 'react', 'react-dom'],
              message: 'shared/requests stays plain: the login page downloads it before Apollo, Mantine and the shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: gatewayZones }] },
  },
  {
    // The platform's own tests may run a module's fixtures through it; its code may not import one.
    files: ['gateway/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...gatewayZones, ...platformZones] }] },
  },
  {
    // Modules reach the upstreams through the context's bound callers (callApi, streamApi, and
    // call(service) for the services they declare), which carry the session and count the calls.
    files: ['gateway/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='upstreams']",
          message: 'Use the context callers (ctx.callApi, ctx.streamApi, ctx.call(service)), not the raw pools.',
        },
      ],
    },
  },
  {
    // Mantine's Loader is a <span>: a name on it is an ARIA attribute axe refuses (aria-prohibited-attr)
    // unless it has a role; the app's loaders are live status messages.
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'A labelled Loader needs role="status": aria-label on a span without a role is not allowed.',
        },
      ],
    },
  },
  {
    files: ['schema/**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: GRAPHQL_CONFIG } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // One-line descriptions are inline strings, longer ones blocks: both read the same in GraphiQL.
      '@graphql-eslint/description-style': 'off',
      // Entities have ids (the normalised cache keys on them); pages, payloads and value objects do not.
      '@graphql-eslint/strict-id-in-types': 'off',
    },
  },
  // The web app's operations, pulled out of graphql(`…`) calls and checked against the schema.
  // Tests are left out: their ad-hoc cache fragments (`fragment W on Website`) are not operations.
  { files: ['web/src/**/*.{ts,tsx}'], ignores: ['web/src/gql/**', 'web/src/**/*.test.{ts,tsx}'], processor: graphqlPlugin.processor },
  {
    files: ['web/src/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: GRAPHQL_CONFIG },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          OperationDefinition: {
            style: 'PascalCase',
            forbiddenPrefixes: ['Query', 'Mutation', 'Subscription', 'Get'],
            forbiddenSuffixes: ['Query', 'Mutation', 'Subscription'],
          },
          // Colocated fragments are named Component_prop (DESIGN §5: UserRow_user); shared ones PascalCase.
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z0-9]*(_[a-z][A-Za-z0-9]*)?$/, forbiddenSuffixes: ['Fragment'] },
        },
      ],
    },
  },
);
