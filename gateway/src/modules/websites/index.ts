// What other modules may use of the websites module: the market mapping shared by
// every screen that shows a website's market, the model of a website, and the
// request's website loaders.
export { toMarket, type WebsiteModel } from './mappers';
export { websiteLoaders } from './loaders';
