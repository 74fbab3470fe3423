import type { ResultOf } from '@graphql-typed-document-node/core';
import { ME_QUERY, toSessionUser, type SessionUser } from '@coffer/web-auth';
import type { ApolloClient } from '@coffer/web-data-access';
import { seedFolderPage, type FolderPage, type FolderPageVariables } from '@coffer/web-files/prefetch';

/** The id of the JSON the server puts in a page it rendered: the answers that page was built from. */
export const FIRST_SCREEN_STATE_ID = 'coffer-first-screen';

/** What the server asked GraphQL for to render a folder: the session's user and the folder's first page. */
export interface FirstScreenState {
  me: ResultOf<typeof ME_QUERY>;
  folder: { variables: FolderPageVariables; data: FolderPage };
}

/** The signed-in user the state was rendered for, or null when its answer has none. */
export function firstScreenUser(state: FirstScreenState): SessionUser | null {
  return state.me.me ? toSessionUser(state.me.me) : null;
}

/** Writes the answers into the cache, where the screen's queries find them. */
export function seedFirstScreen(client: ApolloClient, state: FirstScreenState): void {
  client.writeQuery({ query: ME_QUERY, data: state.me });
  seedFolderPage(client, state.folder.variables, state.folder.data);
}

/**
 * The state a server-rendered page carries, taken out of the page (once read, the rendered
 * markup is only a picture until the app replaces it); null for a page the server did not render.
 */
export function takeFirstScreenState(document: Document): FirstScreenState | null {
  const element = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstScreenState;
  } catch {
    return null;
  }
}

/**
 * JSON that can sit inside a `<script type="application/json">`: every character that could end
 * the element or open a comment (`<`, `>`, `&`) and the line separators JavaScript once treated
 * as newlines are written as \u escapes, which JSON.parse reads back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
