import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (schema/**/*.graphql) feeds both sides:
// - the gateway's resolver types, with mappers so resolvers receive upstream models;
// - the web app's typed documents (client preset for Apollo Client 4). Fragments
//   are not masked, neither by the preset nor by Apollo (the client does not set
//   dataMasking): a component that spreads a fragment reads its fields directly.
const config: CodegenConfig = {
  schema: 'schema/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context#GatewayContext',
        enumsAsTypes: true,
        // JSON carries unpacked upstream JSON strings; resolvers must narrow it.
        // An Upload argument is graphql-upload-minimal's promise of the file.
        scalars: { JSON: 'unknown', Upload: "Promise<import('graphql-upload-minimal').FileUpload>" },
        mappers: {
          User: '../modules/users/mappers#UserModel',
          Viewer: '../access/viewer-model#ViewerModel',
          Website: '../modules/websites/mappers#WebsiteModel',
          Language: '../modules/translations/mappers#LanguageModel',
          Section: '../modules/translations/mappers#SectionModel',
          Word: '../modules/translations/mappers#WordModel',
          Translation: '../modules/translations/mappers#TranslationModel',
          TranslationException: '../modules/translations/mappers#TranslationExceptionModel',
          ConfigurationSetting: '../modules/website-config/mappers#ConfigurationSettingModel',
          SeoRule: '../modules/seo/mappers#SeoRuleModel',
          TooltipSport: '../modules/tooltips/mappers#TooltipSportModel',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
