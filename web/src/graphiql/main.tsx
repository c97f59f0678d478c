import 'graphiql/style.css';
import './graphiql-page.css';
import { GraphiQL } from 'graphiql';
import type { ComponentProps } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

// Same origin with the session cookie: a signed-in browser explores as its
// viewer. The JSON content type satisfies Apollo Server's CSRF prevention.
const fetcher: Fetcher = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return response.json();
};

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
