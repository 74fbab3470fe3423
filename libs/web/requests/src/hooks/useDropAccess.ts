import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DropRequestError,
  GRANT_INVALID,
  NETWORK_FAILURE,
  isRequestRefusal,
  type DropAccessInput,
  type DropApi,
  type DropGrant,
  type DropRequestInfo,
} from '../api/drop-api';
import { isUsable, loadGrant, markGrantVoid, saveGrant, type StoredGrant } from '../api/drop-grant-store';
import { needsForm } from '../domain/drop-rules';

export type DropPageState =
  | { kind: 'loading' }
  /** The request refuses this visitor (its code), or the page could not load (no code). */
  | { kind: 'failed'; code: string | undefined; message: string }
  /** The visitor types a password, a name, an address or a code; `notice`: why again. */
  | { kind: 'form'; info: DropRequestInfo; notice: string | null }
  /** Asking for a grant that needs nothing typed. */
  | { kind: 'opening'; info: DropRequestInfo }
  /** `stopped`: the request stopped taking files while the page was open (its code and message). */
  | { kind: 'ready'; info: DropRequestInfo; grant: StoredGrant; stopped?: { code: string; message: string } };

function failure(error: unknown): { kind: 'failed'; code: string | undefined; message: string } {
  if (error instanceof DropRequestError) return { kind: 'failed', code: error.code, message: error.message };
  return { kind: 'failed', code: undefined, message: NETWORK_FAILURE };
}

/**
 * The visitor's way in: the request's details, then a grant (kept in localStorage by token, so a
 * reload keeps it), asked for at once when nothing needs typing, else after the form. A refused
 * grant sends the page back to the form, or asks again by itself.
 */
export function useDropAccess(token: string, api: DropApi) {
  const [state, setState] = useState<DropPageState>({ kind: 'loading' });
  const stateRef = useRef(state);
  stateRef.current = state;
  /** The grant the uploads send, read at each request. */
  const grantRef = useRef<string | null>(null);

  /** Asks for a grant; an old one goes along so the sender stays the same. */
  const open = useCallback(
    async (info: DropRequestInfo, input: DropAccessInput): Promise<void> => {
      const previous = loadGrant(token)?.grant ?? null;
      let grant: DropGrant;
      try {
        grant = await api.access(input, previous);
      } catch (error) {
        // An old grant the server will not read at all: ask as a new sender.
        if (!(error instanceof DropRequestError && error.code === GRANT_INVALID && previous)) throw error;
        grant = await api.access(input, null);
      }
      saveGrant(token, grant);
      grantRef.current = grant.grant;
      setState({ kind: 'ready', info, grant });
    },
    [api, token],
  );

  const openWithoutForm = useCallback(
    (info: DropRequestInfo) => {
      setState({ kind: 'opening', info });
      open(info, {}).catch((error: unknown) => setState(failure(error)));
    },
    [open],
  );

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api.info().then(
      (info) => {
        const kept = loadGrant(token);
        if (isUsable(kept)) {
          grantRef.current = kept.grant;
          setState({ kind: 'ready', info, grant: kept });
        } else if (needsForm(info)) {
          setState({ kind: 'form', info, notice: null });
        } else {
          openWithoutForm(info);
        }
      },
      (error: unknown) => setState(failure(error)),
    );
  }, [api, token, openWithoutForm]);

  useEffect(load, [load]);

  /** The form's answer; refusals of the form's fields are thrown back to it. */
  const submit = useCallback(
    async (input: DropAccessInput): Promise<void> => {
      const current = stateRef.current;
      if (current.kind !== 'form') return;
      try {
        await open(current.info, input);
      } catch (error) {
        if (error instanceof DropRequestError && isRequestRefusal(error.code)) setState(failure(error));
        else throw error;
      }
    },
    [open],
  );

  const sendCode = useCallback(
    async (email: string): Promise<void> => {
      try {
        await api.sendCode(email);
      } catch (error) {
        if (error instanceof DropRequestError && isRequestRefusal(error.code)) setState(failure(error));
        else throw error;
      }
    },
    [api],
  );

  /** The server refused the grant (REQUEST_GRANT_INVALID): a new one, typed again if need be. */
  const grantInvalid = useCallback(
    (message: string) => {
      const current = stateRef.current;
      if (current.kind !== 'ready') return;
      markGrantVoid(token);
      grantRef.current = null;
      if (needsForm(current.info)) setState({ kind: 'form', info: current.info, notice: message });
      else openWithoutForm(current.info);
    },
    [token, openWithoutForm],
  );

  /** The request takes nothing more (closed, expired, blocked): what was sent stays listed. */
  const refused = useCallback((code: string, message: string) => {
    const current = stateRef.current;
    setState(current.kind === 'ready' ? { ...current, stopped: { code, message } } : { kind: 'failed', code, message });
  }, []);

  return { state, grantRef, reload: load, submit, sendCode, grantInvalid, refused };
}
