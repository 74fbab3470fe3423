import type * as Tus from 'tus-js-client';

let loaded: Promise<typeof Tus> | null = null;

/** tus-js-client, fetched with the first resumable transfer or resume check: a folder's first paint does without it. */
export function loadTus(): Promise<typeof Tus> {
  loaded ??= import('tus-js-client');
  return loaded;
}
