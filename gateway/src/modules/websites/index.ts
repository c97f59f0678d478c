// What other modules may use of the websites module: the market mapping shared by
// every screen that shows a website's market, and the model of a website.
export { toMarket, type WebsiteModel } from './mappers';
