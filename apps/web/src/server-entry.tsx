import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createAuthStore, ME_QUERY, type AuthApi } from '@coffer/web-auth';
import { createApolloClient } from '@coffer/web-data-access';
import { firstScreenPage } from '@coffer/web-files';
import { FOLDER_PAGE_QUERY, folderPageOf } from '@coffer/web-files/prefetch';
import { AppProviders } from './app/App';
import {
  FIRST_SCREEN_STATE_ID,
  firstScreenUser,
  scriptSafeJson,
  seedFirstScreen,
  type FirstScreenState,
} from './app/first-screen';
import { routes } from './app/router';

/** Runs one GraphQL operation as the request being answered (its session, its limits). */
export type ExecuteOperation = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

// Sent as the browser's client sends them: with the __typename the cache keys items by.
const operation = (document: DocumentNode) => print(addTypenameToDocument(document));
const ME_OPERATION = operation(ME_QUERY);
const FOLDER_PAGE_OPERATION = operation(FOLDER_PAGE_QUERY);

// The server's render never calls the network nor the session API: it has its answers already.
const refuse = () => Promise.reject(new Error('The first screen is rendered from its answers only'));
const NO_AUTH_API: AuthApi = {
  login: refuse,
  loginSecondFactor: refuse,
  loginWithPasskey: refuse,
  loginSecondFactorWithPasskey: refuse,
  register: refuse,
  logout: refuse,
  me: refuse,
};

/**
 * The markup of a My Files folder for the signed-in user of the request, as the app's own
 * components render it, followed by the answers it was built from (a JSON script the app reads
 * as it starts); null for any other screen, a visitor who is not signed in, or an answer with
 * errors, which the app then renders in the browser as usual.
 */
export async function renderFirstScreen(url: string, execute: ExecuteOperation): Promise<string | null> {
  const variables = folderPageOf(new URL(url).pathname);
  if (!variables) return null;
  const [me, folder] = await Promise.all([execute(ME_OPERATION, {}), execute(FOLDER_PAGE_OPERATION, variables)]);
  if (me.errors?.length || folder.errors?.length || !me.data || !folder.data) return null;
  const state = { me: me.data, folder: { variables, data: folder.data } } as FirstScreenState;
  const user = firstScreenUser(state);
  if (!user) return null;

  const client = createApolloClient({ onUnauthorized: () => undefined, live: false, fetch: refuse });
  seedFirstScreen(client, { ...state, folder: { variables, data: firstScreenPage(state.folder.data) } });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const markup = renderToString(
    <StrictMode>
      <AppProviders client={client} authStore={createAuthStore(NO_AUTH_API, user)}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
  client.stop();
  return `${markup}<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptSafeJson(state)}</script>`;
}
