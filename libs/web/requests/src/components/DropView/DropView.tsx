import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconClockX, IconInboxOff, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UploadDropArea, type UploadCandidate } from '@coffer/web-files';
import {
  DropRequestError,
  GRANT_INVALID,
  NETWORK_FAILURE,
  dropApi,
  isRequestRefusal,
  type DropApi,
  type DropRequestInfo,
  type SentUpload,
} from '../../api/drop-api';
import { discardDrop, pendingDrops, type PendingDrop } from '../../api/drop-pending';
import { DropUploadQueue } from '../../api/drop-upload-queue';
import type { StoredGrant } from '../../api/drop-grant-store';
import { acceptAttribute, dropRefusal, limitLines, typesLabel } from '../../domain/drop-rules';
import { useDropAccess } from '../../hooks/useDropAccess';
import { DropAccessForm } from './DropAccessForm';
import { DropResumeOffer } from './DropResumeOffer';
import { DropSentList } from './DropSentList';
import { DropUploads } from './DropUploads';
import classes from './DropView.module.css';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
};

/** The title of each refusal of the request itself; the server's message goes below it. */
export const REFUSAL_TITLES: Record<string, { title: string; icon: ReactNode }> = {
  REQUEST_NOT_FOUND: { title: 'Request not found', icon: <IconInboxOff size={30} aria-hidden="true" /> },
  REQUEST_CLOSED: { title: 'Request closed', icon: <IconLock size={30} aria-hidden="true" /> },
  REQUEST_EXPIRED: { title: 'Request expired', icon: <IconClockX size={30} aria-hidden="true" /> },
  SENDER_BLOCKED: { title: 'You cannot send files here', icon: <IconBan size={30} aria-hidden="true" /> },
};

function Card({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} mx={{ base: 'xs', sm: 0 }}>
      {children}
    </Paper>
  );
}

function Refusal({ code, message, onRetry }: { code: string | undefined; message: string; onRetry: () => void }) {
  const known = code ? REFUSAL_TITLES[code] : undefined;
  return (
    <Card>
      <Stack align="center" gap="md" ta="center" data-testid="drop-refusal" data-code={code ?? ''}>
        <ThemeIcon size={56} radius="xl" color={known ? 'gray' : 'red'} variant="light">
          {known?.icon ?? <IconAlertTriangle size={30} aria-hidden="true" />}
        </ThemeIcon>
        <Title order={1} fz="h2">
          {known?.title ?? 'This page could not be loaded'}
        </Title>
        <Text>{message}</Text>
        {!known && <Button onClick={onRetry}>Try again</Button>}
      </Stack>
    </Card>
  );
}

function RequestHeader({ info }: { info: DropRequestInfo }) {
  return (
    <Stack gap="xs">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
        {info.title}
      </Title>
      <Text c="dimmed" size="sm">
        {`${info.owner.name || 'Someone'} asks you to send files. Nobody else sees what you send.`}
      </Text>
      {info.message && <Text className={classes.message}>{info.message}</Text>}
      <Stack gap={0} component="ul" m={0} pl="md" aria-label="What this request takes">
        {limitLines(info, formatDateTime).map((line) => (
          <Text key={line} component="li" size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

function senderLine(grant: StoredGrant): string | null {
  const { name, email, verified } = grant.sender;
  if (!name && !email) return null;
  const who = [name, email && `${email}${verified ? ' (verified)' : ''}`].filter(Boolean).join(' · ');
  return `Sending as ${who}.`;
}

export interface DropViewProps {
  token: string;
  /** For tests: the REST calls. */
  api?: DropApi;
}

/**
 * The page of a file request (/drop/:token), for visitors without an account: the request's
 * title, message and limits, the form it asks for (password, name, address, one-time code), then
 * a drop zone whose files and folders go resumably over tus, and what this sender sent.
 */
export function DropView({ token, api: given }: DropViewProps) {
  const api = useMemo(() => given ?? dropApi(token), [given, token]);
  const { state, grantRef, reload, submit, sendCode, grantInvalid, refused } = useDropAccess(token, api);
  const grant = state.kind === 'ready' ? state.grant.grant : null;
  const stopped = state.kind === 'ready' ? (state.stopped ?? null) : null;

  const [sent, setSent] = useState<SentUpload[] | null>(null);
  const [sentError, setSentError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingDrop[]>([]);
  const [dropProblem, setDropProblem] = useState<string | null>(null);

  // The queue outlives re-renders; it reaches the page's latest handlers through this ref.
  const handlers = useRef({ grantInvalid, refused, received: (): void => undefined });
  const [queue] = useState(
    () =>
      new DropUploadQueue({
        token,
        grant: () => grantRef.current,
        onGrantInvalid: (message) => handlers.current.grantInvalid(message),
        onRequestRefused: (code, message) => handlers.current.refused(code, message),
        onReceived: () => handlers.current.received(),
      }),
  );
  useEffect(() => queue.attach(), [queue]);
  // Leaving the page stops sending (a reload or a new visit continues).
  useEffect(() => () => queue.stopAll('Stopped when the page was left.'), [queue]);

  const refreshSent = useCallback(async (): Promise<SentUpload[] | null> => {
    if (!grant) return null;
    try {
      const uploads = await api.uploads(grant);
      setSent(uploads);
      setSentError(null);
      return uploads;
    } catch (error) {
      if (error instanceof DropRequestError && error.code === GRANT_INVALID) grantInvalid(error.message);
      else if (error instanceof DropRequestError && isRequestRefusal(error.code)) refused(error.code, error.message);
      else setSentError(error instanceof DropRequestError ? error.message : NETWORK_FAILURE);
      return null;
    }
  }, [api, grant, grantInvalid, refused]);

  handlers.current = { grantInvalid, refused, received: () => void refreshSent() };

  // With a (new) grant: the uploads that waited for it continue; what was sent and what stopped
  // before finishing are looked up.
  useEffect(() => {
    if (!grant) return;
    queue.resumeWaiting();
    let current = true;
    void refreshSent().then((uploads) =>
      pendingDrops(token, uploads).then(
        (found) => {
          if (!current) return;
          const sending = new Set(queue.entries().map((e) => e.uploadUrl));
          setPending(found.filter((p) => !sending.has(p.uploadUrl)));
        },
        () => undefined,
      ),
    );
    return () => {
      current = false;
    };
  }, [grant, queue, refreshSent, token]);

  useEffect(() => {
    if (stopped) queue.stopAll(stopped.message);
  }, [stopped, queue]);

  if (state.kind === 'loading' || state.kind === 'opening') {
    return (
      <Card>
        <Center py="xl" role="status">
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text c="dimmed">Loading...</Text>
          </Stack>
        </Center>
      </Card>
    );
  }
  if (state.kind === 'failed') return <Refusal code={state.code} message={state.message} onRetry={reload} />;

  const { info } = state;
  if (state.kind === 'form') {
    return (
      <Card>
        <Stack gap="lg">
          <RequestHeader info={info} />
          <DropAccessForm info={info} notice={state.notice} onSubmit={submit} onSendCode={sendCode} />
        </Stack>
      </Card>
    );
  }

  const onFiles = (candidates: UploadCandidate[]) => {
    setDropProblem(null);
    const live = queue.entries().filter((e) => e.status !== 'cancelled' && e.status !== 'refused');
    const reserved = { files: live.length, bytes: live.reduce((sum, e) => sum + e.size, 0) };
    const accepted: UploadCandidate[] = [];
    const refused: Array<{ candidate: UploadCandidate; reason: string }> = [];
    for (const candidate of candidates) {
      const reason = dropRefusal(candidate.file, info, reserved);
      if (reason) refused.push({ candidate, reason });
      else {
        accepted.push(candidate);
        reserved.files += 1;
        reserved.bytes += candidate.file.size;
      }
    }
    queue.add(accepted, refused);
  };

  const onResume = (matched: Array<{ file: File; pending: PendingDrop }>) => {
    queue.add(matched.map((m) => ({ file: m.file, relativePath: m.pending.relativePath })));
    const resumed = new Set(matched.map((m) => m.pending.key));
    setPending((current) => current.filter((p) => !resumed.has(p.key)));
  };

  const onDiscard = (discarded: readonly PendingDrop[]) => {
    const keys = new Set(discarded.map((p) => p.key));
    setPending((current) => current.filter((p) => !keys.has(p.key)));
    void Promise.all(discarded.map((p) => discardDrop(p, grant))).then(() => refreshSent());
  };

  const sender = senderLine(state.grant);
  return (
    <Card>
      <Stack gap="lg">
        <RequestHeader info={info} />
        {sender && (
          <Text size="sm" data-testid="drop-sender" style={{ overflowWrap: 'anywhere' }}>
            {sender}
          </Text>
        )}
        {stopped && (
          <Alert color="red" variant="light" role="alert" title={REFUSAL_TITLES[stopped.code]?.title ?? 'Stopped'}>
            {stopped.message}
          </Alert>
        )}
        <DropResumeOffer pending={pending} onResume={onResume} onDiscard={onDiscard} />
        {!stopped && (
          <UploadDropArea
            onFiles={onFiles}
            onUnreadableDrop={() =>
              setDropProblem('These files could not be read. Choose them with the buttons instead.')
            }
            accept={acceptAttribute(info.acceptedTypes)}
            limitsText={`${typesLabel(info.acceptedTypes)} files. Checked before sending.`}
            labels={{ files: 'Choose files', folder: 'Choose a folder' }}
          />
        )}
        {dropProblem && (
          <Alert color="red" variant="light" role="alert">
            {dropProblem}
          </Alert>
        )}
        <DropUploads queue={queue} />
        <DropSentList uploads={sent} error={sentError} formatDateTime={formatDateTime} />
      </Stack>
    </Card>
  );
}
