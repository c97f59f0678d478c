// What other modules may use of the website-config module: the sections with their subsections
// (configuration setup lists and edits them).
export { configurationSections } from './loaders';
// A website's languages (the SEO rules' search in the command palette).
export { websiteLanguages } from './resolvers';
