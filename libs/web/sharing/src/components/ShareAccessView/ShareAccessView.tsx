import {
  Alert,
  Button,
  Divider,
  Group,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconClockX, IconLock, IconShieldLock, IconUserQuestion } from '@tabler/icons-react';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { encodeKey } from '@coffer/shared-ece';
import {
  errorCodeOf,
  payloadResult,
  saveEncryptedFileKey,
  serverMessageOf,
  useApolloClient,
  useMutation,
  type ShareAccessMutation,
} from '@coffer/web-data-access';
import { FileKindIcon, fileKind, formatFileSize, saveBlob, toast } from '@coffer/web-ui';
import { ADD_SHARED_FILE_MUTATION, SHARE_ACCESS_MUTATION } from '../../graphql/sharing';
import { ShareFileActions } from './ShareFileActions';
import { PREVIEW_SPENDS_DOWNLOAD_NOTE, sharePreviewPlan } from '../../domain/share-preview';
import { GoToDashboardButton, ShareAccessCard, ShareAccessLoading } from '../ShareAccessCard/ShareAccessCard';
import { keyFragment } from '../../domain/encrypted-share';
import { EncryptedShareFile } from './EncryptedShareFile';
import { ShareCodeForm } from './ShareCodeForm';
import { ShareRequestError, isFolderShareGrant, openShareLink, type FolderShareGrant } from '../../domain/folder-share';
import { FolderShareView } from '../FolderShareView/FolderShareView';

type SharedFile = NonNullable<ShareAccessMutation['shareAccess']>;

// The viewer (and pdf.js behind it) loads when a visitor first asks for a preview.
const SharePreview = lazy(() => import('../SharePreview/SharePreview').then((m) => ({ default: m.SharePreview })));

export type ShareAccessState =
  | { kind: 'loading' }
  | { kind: 'password'; error: string | null }
  | { kind: 'ready'; file: SharedFile; fetchedAt: number }
  | { kind: 'folder'; grant: FolderShareGrant }
  | { kind: 'restricted'; code: 'SHARE_RESTRICTED' | 'SHARE_NOT_INVITED' }
  | { kind: 'failed'; code: string | undefined; message: string };

/** Owner's name, else e-mail, else 'Unknown'. */
export function sharedByLabel(file: Pick<SharedFile, 'ownerName' | 'ownerEmail'>): string {
  return `Shared by ${file.ownerName || file.ownerEmail || 'Unknown'}`;
}

/** Where an answer of the server (GraphQL, or REST for folder and set links) leads the page. */
export function stateForError(error: unknown, hadPassword: boolean): ShareAccessState {
  const rest = error instanceof ShareRequestError ? error : null;
  const code = rest ? rest.code : errorCodeOf(error);
  const message = (rest ? rest.message : serverMessageOf(error)) ?? 'Failed to access shared file';
  if (code === 'PASSWORD_REQUIRED') return { kind: 'password', error: hadPassword ? message : null };
  if (code === 'WRONG_PASSWORD') return { kind: 'password', error: message };
  if (code === 'SHARE_RESTRICTED' || code === 'SHARE_NOT_INVITED') return { kind: 'restricted', code };
  return { kind: 'failed', code, message };
}

// GraphQL's answers about the link itself; any other refusal may mean the link is no file link.
const LINK_ANSWERS = new Set([
  'PASSWORD_REQUIRED',
  'WRONG_PASSWORD',
  'SHARE_RESTRICTED',
  'SHARE_NOT_INVITED',
  'SHARE_EXPIRED',
  'SHARE_NOT_FOUND',
  'SHARE_LIMIT_REACHED',
  'RATE_LIMITED',
]);

/**
 * Whether a failed `shareAccess` (which answers file links only) should be tried over REST, which
 * answers folder and set links too: a refusal the server gave for another reason than the link's
 * own state. A failure without a code (the network) is not.
 */
export function mayBeFolderLink(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && !LINK_ANSWERS.has(code);
}

const FAILURES: Record<string, { title: string; text: string; icon: ReactNode }> = {
  SHARE_EXPIRED: {
    title: 'Link Expired',
    text: 'This share link has expired. Ask the owner for a new one.',
    icon: <IconClockX size={30} aria-hidden="true" />,
  },
  SHARE_NOT_FOUND: {
    title: 'Link Not Found',
    text: 'This share link does not exist or has been revoked.',
    icon: <IconAlertTriangle size={30} aria-hidden="true" />,
  },
  SHARE_LIMIT_REACHED: {
    title: 'Download Limit Reached',
    text: 'This share link has reached its download limit.',
    icon: <IconAlertTriangle size={30} aria-hidden="true" />,
  },
};

// A download URL lives 5 minutes; older than this, a fresh one is asked for first.
const DOWNLOAD_URL_REUSE_MS = 4 * 60 * 1000;

export interface ShareAccessViewProps {
  token: string;
  /** The signed-in user, or null for a visitor. */
  user: { email: string; name: string } | null;
  /** Remembers the link and goes to the login or signup screen. */
  onSignIn: (screen: 'login' | 'signup') => void;
  /** Signs out, remembers the link and goes to the login screen (restricted link, other account). */
  onSwitchAccount: () => void;
}

function StateCard({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <ShareAccessCard>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color={color} variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </ShareAccessCard>
  );
}

function Picture({ file }: { file: SharedFile }) {
  const [failed, setFailed] = useState(0);
  // The thumbnail, else (none, or it fails) an image itself — except under a download limit,
  // where showing it from the download URL would spend a download; the thumbnail never does.
  const isImage = (file.mimeType?.startsWith('image/') ?? false) && !file.hasDownloadLimit;
  const sources = [file.thumbnailUrl, isImage ? file.downloadUrl : null].filter((url): url is string => !!url);
  const src = sources[failed];
  if (src) {
    return (
      <Image
        src={src}
        alt={file.originalName}
        mah={260}
        maw="100%"
        w="auto"
        fit="contain"
        radius="md"
        bg="gray.1"
        style={{ border: '1px solid var(--mantine-color-gray-3)', minWidth: 96, imageRendering: 'auto' }}
        onError={() => setFailed((count) => count + 1)}
      />
    );
  }
  return (
    <ThemeIcon size={96} radius="lg" variant="light" color="gray" aria-hidden="true">
      <FileKindIcon kind={fileKind({ type: 'file', mimeType: file.mimeType, name: file.originalName })} size={56} />
    </ThemeIcon>
  );
}

function LoginRequired({ onSignIn }: { onSignIn: (screen: 'login' | 'signup') => void }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" w="100%">
      <Stack gap="xs" align="center">
        <Text fw={600}>Login required</Text>
        <Text size="sm" c="dimmed">
          Please login to add files to your account
        </Text>
        <Group justify="center" gap="sm">
          <Button size="xs" onClick={() => onSignIn('login')}>
            Login
          </Button>
          <Button size="xs" variant="default" onClick={() => onSignIn('signup')}>
            Sign Up
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Where the earlier copy is: its name, and its folder unless it is the root. */
export function alreadyAddedDescription(item: { name: string; path: string }): string {
  return `You added this file before: it is "${item.name}"${item.path === '/' ? '' : ` in ${item.path}`} in your files.`;
}

/**
 * The public share page: opens the link, asks for its password,
 * shows the file with 'Download File' and 'Add to My Files' (or the Login / Sign Up prompt), and
 * explains an expired, missing, exhausted or restricted link.
 */
export function ShareAccessView({ token, user, onSignIn, onSwitchAccount }: ShareAccessViewProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  // An end-to-end encrypted file's key: read here, in this browser, and never sent.
  const fragment = keyFragment(useLocation().hash);
  const [state, setState] = useState<ShareAccessState>({ kind: 'loading' });
  const [password, setPassword] = useState('');
  const [verifying, setVerifying] = useState(false);
  const usedPassword = useRef<string | undefined>(undefined);
  // Known to be a folder or set link: it is opened over REST from then on.
  const folderLink = useRef(false);
  const [access] = useMutation(SHARE_ACCESS_MUTATION);
  const [addToMyFiles, { loading: adding }] = useMutation(ADD_SHARED_FILE_MUTATION);
  // null until first opened; then kept, so that closing gives the focus back to the button.
  const [viewerOpen, setViewerOpen] = useState<boolean | null>(null);
  const [previewBytes, setPreviewBytes] = useState<Promise<Blob> | null>(null);
  // Under a download limit: the bytes this visit fetched (once), which Download saves too.
  const bytes = useRef<Promise<Blob> | null>(null);

  /** Opens a folder or set link over REST; false when the answer is a file link's (left to GraphQL). */
  const openFolder = useCallback(
    async (pw: string | undefined): Promise<FolderShareGrant | false> => {
      const answer = await openShareLink(token, pw);
      if (!isFolderShareGrant(answer)) return false;
      folderLink.current = true;
      usedPassword.current = pw;
      setState({ kind: 'folder', grant: answer });
      return answer;
    },
    [token],
  );

  const open = useCallback(
    async (pw?: string): Promise<SharedFile | null> => {
      if (folderLink.current) {
        try {
          await openFolder(pw);
        } catch (caught) {
          setState(stateForError(caught, pw !== undefined));
        }
        return null;
      }
      try {
        const result = await access({ variables: { token, password: pw ?? null } });
        const file = result.data?.shareAccess;
        if (!file) {
          if (await openFolder(pw).catch(() => false)) return null;
          throw new Error('Failed to access shared file');
        }
        usedPassword.current = pw;
        setState({ kind: 'ready', file, fetchedAt: Date.now() });
        // Opening marks the file seen: the 'New' flags and the badge are asked for again.
        client.cache.evict({ fieldName: 'unseenShares' });
        client.cache.evict({ fieldName: 'sharedWithMe' });
        client.cache.gc();
        return file;
      } catch (caught) {
        if (mayBeFolderLink(caught)) {
          try {
            if (await openFolder(pw)) return null;
          } catch (restCaught) {
            // The server's own answer about a folder link (its password, its state) wins.
            if (restCaught instanceof ShareRequestError && restCaught.code !== undefined) {
              setState(stateForError(restCaught, pw !== undefined));
              return null;
            }
          }
        }
        setState(stateForError(caught, pw !== undefined));
        return null;
      }
    },
    [access, client, token, openFolder],
  );

  /** A folder link's grant is stale: the link is opened again with the password typed this session. */
  const renewGrant = useCallback(async (): Promise<FolderShareGrant | null> => {
    try {
      return (await openFolder(usedPassword.current)) || null;
    } catch (caught) {
      setState(stateForError(caught, usedPassword.current !== undefined));
      return null;
    }
  }, [openFolder]);

  const folderFailed = useCallback((caught: unknown) => setState(stateForError(caught, false)), []);

  useEffect(() => {
    setState({ kind: 'loading' });
    setPassword('');
    void open();
  }, [open]);

  // A visitor who signs in (another tab; the user is re-fetched when this one shows again) or
  // switches account gets another try at a restricted link.
  const userEmail = user?.email ?? null;
  const lastEmail = useRef(userEmail);
  useEffect(() => {
    if (lastEmail.current === userEmail) return;
    lastEmail.current = userEmail;
    if (state.kind === 'restricted') void open();
  }, [userEmail, state.kind, open]);

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = password.trim();
    if (trimmed === '' || verifying) return;
    setVerifying(true);
    await open(trimmed);
    setVerifying(false);
  };

  /** The opened file with a download URL that is still good (the link is opened again when it is old). */
  const freshFile = async (): Promise<SharedFile | null> => {
    if (state.kind !== 'ready') return null;
    if (Date.now() - state.fetchedAt > DOWNLOAD_URL_REUSE_MS) return open(usedPassword.current);
    return state.file;
  };

  /** The file's bytes, fetched once per visit (each fetch from byte 0 counts against a limit). */
  const fetchBytesOnce = (): Promise<Blob> => {
    if (!bytes.current) {
      const fetched = freshFile().then(async (file) => {
        if (!file) throw new Error('The link could not be opened again');
        const response = await fetch(file.downloadUrl);
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        return response.blob();
      });
      bytes.current = fetched;
      // A failed fetch leaves nothing to reuse: the next attempt asks again.
      fetched.catch(() => {
        if (bytes.current === fetched) bytes.current = null;
      });
    }
    return bytes.current;
  };

  const download = async () => {
    if (state.kind !== 'ready') return;
    if (bytes.current) {
      try {
        saveBlob(await bytes.current, state.file.originalName);
        return;
      } catch {
        // The preview's fetch failed and spent nothing: download as usual.
      }
    }
    const file = await freshFile();
    if (!file) return;
    const anchor = document.createElement('a');
    anchor.href = file.downloadUrl;
    anchor.download = file.originalName;
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  };

  /** Adds the file to the visitor's files; resolves to their item's id (null on failure). `name`: what to call it. */
  const add = async (name?: string): Promise<string | null> => {
    try {
      const result = await addToMyFiles({ variables: { token, password: usedPassword.current ?? null } });
      const payload = result.data?.sharedFileAdd;
      const item = payloadResult(payload, 'item');
      const added = item && payload ? { item, alreadyAdded: payload.alreadyAdded === true } : undefined;
      if (!added) throw new Error('Failed to add file to account');
      const openMyFiles = { label: 'Open My Files', onClick: () => void navigate('/dashboard/my-files') };
      if (added.alreadyAdded) {
        toast({ title: 'Already in My Files', description: alreadyAddedDescription(added.item), action: openMyFiles });
        return added.item.databaseId;
      }
      for (const fieldName of ['folder', 'dashboard', 'storageUsage', 'moveTargets']) client.cache.evict({ fieldName });
      client.cache.gc();
      toast({
        title: 'Added to My Files',
        description: `"${name ?? added.item.name}" is now in your files.`,
        action: openMyFiles,
      });
      return added.item.databaseId;
    } catch (caught) {
      toast({
        title: 'Failed to add file to account',
        description: serverMessageOf(caught) ?? 'Failed to add file to account',
        variant: 'destructive',
      });
      return null;
    }
  };

  switch (state.kind) {
    case 'loading':
      return <ShareAccessLoading />;
    case 'folder':
      return (
        <ShareAccessCard>
          <FolderShareView
            grant={state.grant}
            onRenewGrant={renewGrant}
            onFailed={folderFailed}
            footer={
              <Group justify="center">
                <GoToDashboardButton />
              </Group>
            }
          />
        </ShareAccessCard>
      );
    case 'password':
      return (
        <StateCard icon={<IconLock size={30} aria-hidden="true" />} color="blue" title="Password Required">
          <Text c="dimmed">This shared file is password protected.</Text>
          <form onSubmit={(e) => void submitPassword(e)} style={{ width: '100%', maxWidth: 360 }}>
            <Stack gap="sm" ta="left">
              <PasswordInput
                label="Password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                required
                data-autofocus
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the password is the one thing this card asks for
                autoFocus
                error={undefined}
              />
              {state.error && (
                <Alert color="red" variant="light" role="alert">
                  {state.error}
                </Alert>
              )}
              <Button type="submit" disabled={password.trim() === '' || verifying} fullWidth>
                {verifying ? 'Verifying...' : 'Access File'}
              </Button>
            </Stack>
          </form>
          <GoToDashboardButton />
        </StateCard>
      );
    case 'restricted':
      return state.code === 'SHARE_RESTRICTED' || !user ? (
        <StateCard
          icon={<IconShieldLock size={30} aria-hidden="true" />}
          color="grape"
          title="Sign in to open this file"
        >
          <Text c="dimmed">
            This file was shared with specific people. Sign in with the invited e-mail address to open it.
          </Text>
          <Group justify="center" gap="sm">
            <Button onClick={() => onSignIn('login')}>Login</Button>
            <Button variant="default" onClick={() => onSignIn('signup')}>
              Sign Up
            </Button>
          </Group>
          <Divider label="or, without an account" labelPosition="center" w="100%" maw={360} />
          <ShareCodeForm token={token} onAccess={() => void open()} />
          <GoToDashboardButton />
        </StateCard>
      ) : (
        <StateCard
          icon={<IconUserQuestion size={30} aria-hidden="true" />}
          color="grape"
          title="This file was shared with someone else"
        >
          <Text c="dimmed">
            You are signed in as {user.email}, which is not invited to this link. Sign in with the invited e-mail
            address to open it.
          </Text>
          <Group justify="center" gap="sm">
            <Button onClick={onSwitchAccount}>Sign in with another account</Button>
            <GoToDashboardButton />
          </Group>
          <Divider label="or" labelPosition="center" w="100%" maw={360} />
          <ShareCodeForm token={token} onAccess={() => void open()} />
        </StateCard>
      );
    case 'failed': {
      const failure = (state.code && FAILURES[state.code]) || null;
      return (
        <StateCard
          icon={failure?.icon ?? <IconAlertTriangle size={30} aria-hidden="true" />}
          color="red"
          title={failure?.title ?? 'Failed to access shared file'}
        >
          <Text c="dimmed">{failure?.text ?? state.message}</Text>
          <GoToDashboardButton />
        </StateCard>
      );
    }
    case 'ready': {
      const { file } = state;
      if (file.encryptionType) {
        return (
          <ShareAccessCard>
            <Stack align="center" gap="md" ta="center">
              <EncryptedShareFile
                token={token}
                file={file}
                fragment={fragment}
                sharedBy={sharedByLabel(file)}
                downloadUrl={async () => (await freshFile())?.downloadUrl ?? null}
                onAddToMyFiles={user ? add : null}
                onKeepKey={({ itemId, key }) =>
                  // The visitor's copy has no link of its own yet.
                  saveEncryptedFileKey({ itemId, key: encodeKey(key), linkFragment: null })
                }
              />
              {!user && <LoginRequired onSignIn={onSignIn} />}
              <GoToDashboardButton />
            </Stack>
          </ShareAccessCard>
        );
      }
      const plan = sharePreviewPlan(file);
      const openPreview = async () => {
        if (plan?.kind === 'bytes') setPreviewBytes(fetchBytesOnce());
        else if (plan?.kind === 'url') await freshFile();
        setViewerOpen(true);
      };
      return (
        <ShareAccessCard>
          <Stack align="center" gap="md" ta="center">
            <Picture file={file} />
            <Stack gap={4} align="center">
              <Title order={1} fz="h3" style={{ overflowWrap: 'anywhere' }}>
                {file.originalName}
              </Title>
              <Text c="dimmed" size="sm">
                {sharedByLabel(file)}
                {file.size !== null ? ` · ${formatFileSize(file.size)}` : ''}
              </Text>
            </Stack>
            <ShareFileActions
              onDownload={() => void download()}
              onPreview={plan ? () => void openPreview() : undefined}
              onAdd={user ? () => void add() : undefined}
              adding={adding}
            />
            {plan?.kind === 'bytes' && (
              <Text size="sm" c="dimmed" maw={420}>
                {PREVIEW_SPENDS_DOWNLOAD_NOTE}
              </Text>
            )}
            {!user && <LoginRequired onSignIn={onSignIn} />}
            <GoToDashboardButton />
          </Stack>
          {plan && viewerOpen !== null && (
            <Suspense fallback={null}>
              <SharePreview
                id={token}
                file={file}
                plan={plan}
                bytes={previewBytes}
                opened={viewerOpen}
                onClose={() => setViewerOpen(false)}
                onDownload={() => void download()}
              />
            </Suspense>
          )}
        </ShareAccessCard>
      );
    }
  }
}
