import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROOT_PATH } from '../domain/file-item';
import {
  FOLDER_PARAM,
  SELECTED_FILE_PARAM,
  decodeFolderPath,
  encodeFolderPath,
  myFilesBaseOf,
  myFilesUrl,
} from '../domain/folder-url';

export interface FolderRoute {
  /** The folder the address names ('/A/B/'); the root when it names none. */
  path: string;
  /** The address cannot name a folder (broken percent-encoding). */
  invalid: boolean;
  /** The file the address selects, if any. */
  selectedFileId: string | null;
  /** The address of another folder on this page. */
  folderHref: (path: string) => string;
  /** Opens a folder as a new history entry (Back returns here). */
  openFolder: (path: string) => void;
  /** Puts the selected file into the address without a new history entry. */
  setSelectedFileId: (id: string | null) => void;
}

/**
 * The shown folder and selected file live in the address, so Back and Forward move between
 * folders and a reload, a bookmark or a shared link opens the same folder. My Files carries the
 * folder in its path (/dashboard/my-files/A/B); other pages (the Dashboard) in `?folder=`.
 */
export function useFolderRoute(): FolderRoute {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const base = myFilesBaseOf(pathname);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const decoded = base
    ? decodeFolderPath(pathname.slice(base.length))
    : decodeFolderPath(encodeFolderPath(params.get(FOLDER_PARAM) ?? ''));
  const selectedFileId = params.get(SELECTED_FILE_PARAM) || null;

  const folderHref = useCallback(
    (path: string) => {
      if (base) return myFilesUrl(path, { base });
      const query = path === ROOT_PATH ? '' : `?${new URLSearchParams({ [FOLDER_PARAM]: path }).toString()}`;
      return `${pathname}${query}`;
    },
    [base, pathname],
  );

  const openFolder = useCallback((path: string) => void navigate(folderHref(path)), [navigate, folderHref]);

  const setSelectedFileId = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(search);
      if (id) next.set(SELECTED_FILE_PARAM, id);
      else next.delete(SELECTED_FILE_PARAM);
      const query = next.toString();
      void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate, pathname, search],
  );

  return {
    path: decoded ?? ROOT_PATH,
    invalid: decoded === null,
    selectedFileId,
    folderHref,
    openFolder,
    setSelectedFileId,
  };
}
