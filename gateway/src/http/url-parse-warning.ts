import url from 'node:url';

/**
 * Node 24 runs an expensive check (it captures a stack trace to see whether
 * the caller lives in node_modules) on every `url.parse()` call until it has
 * shown the DEP0169 warning once. `@as-integrations/express5` calls
 * `url.parse(req.url)` on every GraphQL request from inside node_modules, so
 * the check never stops: profiles showed it as the largest single cost per
 * request. Calling it once from here, with deprecation output muted for that
 * call only, settles the check for the process. The integration only reads
 * the query string of our own request URL, which `url.parse` handles fine.
 */
export function settleUrlParseDeprecationCheck(): void {
  const previous = process.noDeprecation;
  process.noDeprecation = true;
  try {
    url.parse('/');
  } finally {
    process.noDeprecation = previous;
  }
}
