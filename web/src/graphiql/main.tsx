import 'graphiql/style.css';
import './graphiql-page.css';
import { GraphiQL } from 'graphiql';
import { Kind, parse } from 'graphql';
import type { ComponentProps } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

// Same origin with the session cookie: a signed-in browser explores as its
// viewer. The JSON content type satisfies Apollo Server's CSRF prevention.
const fetcher: Fetcher = async (params, options) => {
  const body = { ...params, operationName: operationToRun(params.query, params.operationName) };
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...options?.headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Awaited<ReturnType<Fetcher>>;
};

/**
 * GraphiQL keeps the operation name of the document it started with after the
 * user rewrites the editor (`{ viewer { id } }` still goes out as `Me`). Send
 * the name only when the document has that operation; a document with a single
 * operation runs it. Anything else goes out as written, so the server's own
 * message explains it.
 */
function operationToRun(query: string, operationName: string | null | undefined): string | undefined {
  let names: (string | undefined)[];
  try {
    names = parse(query)
      .definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
      .map((d) => d.name?.value);
  } catch {
    return operationName ?? undefined;
  }
  if (operationName && names.includes(operationName)) return operationName;
  return names.length === 1 ? names[0] : (operationName ?? undefined);
}

const DEFAULT_QUERY = `# The back-office GraphQL API. Signed in to the app in this browser,
# requests run as you (session cookie). The docs are in the book icon.
query Me {
  viewer {
    email
    role
    canReadUsers
    canReadWebsites
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} defaultEditorToolsVisibility="variables" />
  </StrictMode>,
);
