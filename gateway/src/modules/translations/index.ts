// What other modules may use of the translations module: the request's language and section lists.
export { translationLoaders } from './loaders';
export { listWords, type UpstreamWord } from './client';
