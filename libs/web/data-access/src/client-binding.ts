import { CLIENT_BINDING_HEADER, CLIENT_BINDING_PATTERN } from '@coffer/shared-contracts';

const STORAGE_KEY = 'coffer.client-binding';

function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This origin's random value, made once and kept in its localStorage. Cookies are shared by every
 * port of a host, localStorage is not: the server signs a request that sends this value in only
 * with a session the app signed in with it, so a session cookie another port planted signs no
 * one in here. Undefined where storage is unavailable (the app then sends no value).
 */
export function clientBinding(storage: Storage | undefined = globalThis.localStorage): string | undefined {
  try {
    const kept = storage?.getItem(STORAGE_KEY);
    if (kept && CLIENT_BINDING_PATTERN.test(kept)) return kept;
    const value = randomValue();
    storage?.setItem(STORAGE_KEY, value);
    return storage?.getItem(STORAGE_KEY) === value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The header that carries the value on the app's own API calls (none when there is no value). */
export function clientBindingHeaders(storage?: Storage): Record<string, string> {
  const value = clientBinding(storage);
  return value ? { [CLIENT_BINDING_HEADER]: value } : {};
}
