import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_SHARE_EXPIRY, type ShareExpiry } from '@coffer/shared-contracts';
import { useApolloClient } from '@coffer/web-data-access';
import { EmailChipsInput, toast } from '@coffer/web-ui';
import { UPLOAD_FAILED_FALLBACK, UploadError, protectUploadedFile } from '../../api/upload-files';
import { uploadQueue } from '../../api/upload-queue';
import { encryptedLinkFor } from '../../api/encrypted-upload';
import { ITEM_LINK_QUERY } from '../../graphql/files';
import { EXPIRY_OPTIONS, expirySeconds } from '../../domain/link-expiry';
import {
  NO_FILES_PASSED_VALIDATION,
  addCandidates,
  checkSelection,
  selectedListSummary,
  uploadSuccessDescription,
  type RefusedFile,
  type UploadCandidate,
} from '../../domain/upload-selection';
import { uploadTotals } from '../../domain/upload-progress';
import { FILE_QUERIES_TO_REFRESH } from '../../hooks/useFileQueries';
import { useUploadConflicts } from '../../hooks/useUploadConflicts';
import { selectGroup, useUploadQueueStore } from '../../stores/useUploadQueueStore';
import { RefusedFiles } from '../RefusedFiles/RefusedFiles';
import { UploadDropArea } from '../UploadDropArea/UploadDropArea';
import { UploadPanel } from '../UploadPanel/UploadPanel';
import classes from './UploadDialog.module.css';

export interface UploadDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Where the files go: the folder being browsed ('/A/B/'), the root from the Dashboard. */
  parentPath: string;
}

type ShareType = 'public' | 'private';
/** idle → sending (the panel runs the files) → finishing (links protected) → closed; or failed, to retry. */
type Phase = 'idle' | 'sending' | 'finishing' | 'failed' | 'links';

/** Said under the encryption switch. */
export const ENCRYPTION_EXPLANATION =
  'Files are encrypted in this browser before they leave it; the key is only in the link (after #) and in this browser.';
export const ENCRYPTED_FOLDERS_NOTE =
  'Encrypted files go flat into this folder: their folder paths are not sent, as they would name them.';

/**
 * Upload dialog: drop or pick files and folders (folder structure kept), link
 * expiry, access level, allowed e-mails (private), optional password. The upload panel sends
 * the files (large ones resumably) with pause, resume, cancel and retry; once every file is in,
 * each created file's link is protected when a password was set.
 */
export function UploadDialog({ opened, onClose, parentPath }: UploadDialogProps) {
  const client = useApolloClient();
  const [candidates, setCandidates] = useState<UploadCandidate[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [checking, setChecking] = useState(false);
  const [expiry, setExpiry] = useState<ShareExpiry>(DEFAULT_SHARE_EXPIRY);
  const [createLink, setCreateLink] = useState(false);
  const [shareType, setShareType] = useState<ShareType>('public');
  const [emails, setEmails] = useState<string[]>([]);
  const [emailsInvalid, setEmailsInvalid] = useState(false);
  const [passwordEnabled, setPasswordEnabled] = useState(false);
  const [password, setPassword] = useState('');
  const [encrypted, setEncrypted] = useState(false);
  const [passwordInKey, setPasswordInKey] = useState(false);
  // Encrypted uploads with a link: the links with their keys, shown once before closing.
  const [links, setLinks] = useState<Array<{ name: string; url: string }>>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  // Asking about names taken in the folder (nothing is sent meanwhile).
  const [deciding, setDeciding] = useState(false);
  // The relative paths of the files chosen to replace existing ones.
  const replacing = useRef<ReadonlySet<string>>(new Set());
  const conflicts = useUploadConflicts();
  const entries = useUploadQueueStore(useShallow(selectGroup('dialog')));
  const totals = uploadTotals(entries);
  const uploading = phase === 'sending' || phase === 'finishing';

  // Every close resets every choice.
  const reset = () => {
    setCandidates([]);
    setRefused([]);
    setExpiry(DEFAULT_SHARE_EXPIRY);
    setCreateLink(false);
    setShareType('public');
    setEmails([]);
    setEmailsInvalid(false);
    setPasswordEnabled(false);
    setPassword('');
    setEncrypted(false);
    setPasswordInKey(false);
    setLinks([]);
    setPhase('idle');
    setError(null);
    replacing.current = new Set();
  };
  const close = () => {
    if (uploading) return;
    // Failed files the user walks away from: their partial uploads go too.
    uploadQueue.cancelAll('dialog');
    uploadQueue.clear('dialog');
    reset();
    onClose();
  };

  // Each new selection is checked (size, name, type by content) before anything can be sent.
  const choose = async (incoming: UploadCandidate[]) => {
    if (incoming.length === 0) return;
    setChecking(true);
    const checked = await checkSelection(incoming, candidates.length).finally(() => setChecking(false));
    setRefused(checked.refused);
    if (checked.accepted.length === 0) {
      if (candidates.length === 0) setError(NO_FILES_PASSED_VALIDATION);
      return;
    }
    setError(null);
    dropFailedRun();
    setCandidates((current) => addCandidates(current, checked.accepted));
  };

  const trimmedPassword = password.trim();
  const withPassword = createLink && passwordEnabled && trimmedPassword !== '';
  const canUpload =
    candidates.length > 0 &&
    !uploading &&
    !checking &&
    !deciding &&
    !(createLink && passwordEnabled && trimmedPassword === '') &&
    !(createLink && shareType === 'private' && emailsInvalid);

  const settings = { expiry, shareType, emails: shareType === 'private' ? emails : [] };

  const upload = async () => {
    if (!canUpload) return;
    setError(null);
    // After a failure, Upload sends again only what did not arrive (as decided the first time).
    if (entries.length > 0) {
      setPhase('sending');
      uploadQueue.retryAll('dialog');
      return;
    }
    // Encrypted files are named only in their sealed records: the server keeps them beside any other.
    const decide = () => {
      setDeciding(true);
      return conflicts.decide(parentPath, candidates).finally(() => setDeciding(false));
    };
    const decision = encrypted ? { choice: 'keepBoth' as const, replacing: new Set<string>() } : await decide();
    if (!decision) return;
    replacing.current = decision.replacing;
    setPhase('sending');
    // No share settings go with the files unless a link is wanted now; a password's link is made after the upload.
    uploadQueue.enqueue('dialog', candidates, {
      parentPath,
      ...settings,
      omitShareFields: !createLink || withPassword,
      ...(encrypted ? { encrypted: true } : {}),
      ...(decision.choice === 'replace' ? { onConflict: 'replace' as const } : {}),
    });
  };

  // A file retried from the panel after a failure: the dialog is sending again.
  useEffect(() => {
    if (phase === 'failed' && !totals.settled) {
      setError(null);
      setPhase('sending');
    }
  }, [phase, totals.settled]);

  /** A changed selection after a failure starts over. */
  const dropFailedRun = () => {
    if (uploading || useUploadQueueStore.getState().entries.every((e) => e.group !== 'dialog')) return;
    uploadQueue.cancelAll('dialog');
    uploadQueue.clear('dialog');
    setPhase('idle');
  };

  const fail = (message: string) => {
    setError(message);
    setPhase('failed');
    toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
  };

  // Every file settled (done, cancelled or failed): protect the links and finish, or report.
  const settled = phase === 'sending' && totals.settled;
  useEffect(() => {
    if (!settled) return;
    const current = useUploadQueueStore.getState().entries.filter((e) => e.group === 'dialog');
    const failed = current.find((e) => e.status === 'error');
    if (failed) {
      fail(failed.error || UPLOAD_FAILED_FALLBACK);
      void client.refetchQueries({ include: FILE_QUERIES_TO_REFRESH });
      return;
    }
    const done = current.filter((e) => e.status === 'done');
    uploadQueue.clear('dialog');
    if (done.length === 0) {
      setPhase('idle');
      return;
    }
    setPhase('finishing');
    void (async () => {
      try {
        if (withPassword) {
          for (const file of done) {
            // Without the created file's id its link cannot be protected: say so rather than leave it open.
            if (!file.itemId) throw new UploadError(UPLOAD_FAILED_FALLBACK);
            await protectUploadedFile(file.itemId, trimmedPassword, settings, expirySeconds(expiry));
          }
        }
        void client.refetchQueries({ include: FILE_QUERIES_TO_REFRESH });
        if (encrypted && createLink) {
          // The links carry their keys: show them (and keep their fragments) before the dialog closes.
          const shown: Array<{ name: string; url: string }> = [];
          for (const file of done) {
            if (!file.itemId) continue;
            const result = await client.query({
              query: ITEM_LINK_QUERY,
              variables: { id: file.itemId },
              fetchPolicy: 'network-only',
            });
            const url = result.data?.item.liveLinkUrl;
            const keyPassword = withPassword && passwordInKey ? trimmedPassword : null;
            const link = url ? await encryptedLinkFor(file.itemId, url, keyPassword) : null;
            if (link) shown.push({ name: file.finalName ?? file.name, url: link });
          }
          setLinks(shown);
          setCandidates([]);
          setPhase('links');
          return;
        }
        const replaced = done.filter((f) => replacing.current.has(f.relativePath)).map((f) => f.finalName ?? f.name);
        const added = done.filter((f) => !replacing.current.has(f.relativePath)).map((f) => f.finalName ?? f.name);
        toast({ title: 'Upload Successful!', description: uploadSuccessDescription(added, withPassword, replaced) });
        reset();
        onClose();
      } catch (caught) {
        fail(
          caught instanceof UploadError
            ? caught.message
            : caught instanceof Error && caught.message
              ? caught.message
              : UPLOAD_FAILED_FALLBACK,
        );
        // A failed password step leaves uploaded files behind: show them.
        void client.refetchQueries({ include: FILE_QUERIES_TO_REFRESH });
      }
    })();
    // Runs once per settle; the values it reads are those of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const { shown, moreLabel } = selectedListSummary(candidates);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Upload Files"
      size="lg"
      centered
      closeOnClickOutside={!uploading}
      closeOnEscape={!uploading}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Share files securely with customizable access controls
        </Text>

        <UploadDropArea
          onFiles={(files) => void choose(files)}
          onUnreadableDrop={() => setError(NO_FILES_PASSED_VALIDATION)}
          disabled={uploading}
        />

        {candidates.length > 0 && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                Selected files ({candidates.length})
              </Text>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => {
                  dropFailedRun();
                  setCandidates([]);
                  setRefused([]);
                }}
                disabled={uploading}
              >
                Clear
              </Button>
            </Group>
            <ul className={classes.fileList} aria-label="Selected files">
              {shown.map((name) => (
                <li key={name}>{name}</li>
              ))}
              {moreLabel && (
                <li>
                  <Text span size="xs" c="dimmed" fw={600}>
                    {moreLabel}
                  </Text>
                </li>
              )}
            </ul>
          </Stack>
        )}

        <RefusedFiles refused={refused} />

        <UploadPanel group="dialog" />

        <Switch
          label="End-to-end encrypted link"
          description={ENCRYPTION_EXPLANATION}
          checked={encrypted}
          onChange={(e) => setEncrypted(e.currentTarget.checked)}
          disabled={uploading}
        />
        {encrypted && candidates.some((c) => c.relativePath.includes('/')) && (
          <Text size="xs" c="dimmed">
            {ENCRYPTED_FOLDERS_NOTE}
          </Text>
        )}

        <Switch
          label="Create a share link"
          description={
            createLink
              ? 'Each uploaded file gets a link with the settings below.'
              : 'Off: the uploaded files stay private to you. You can share them later.'
          }
          checked={createLink}
          onChange={(e) => setCreateLink(e.currentTarget.checked)}
          disabled={uploading}
        />

        {createLink && (
          <>
            <Radio.Group label="Link Expiry" value={expiry} onChange={(v) => setExpiry(v)}>
              <Group gap="md" mt={6}>
                {EXPIRY_OPTIONS.map((o) => (
                  <Radio key={o.value} value={o.value} label={o.label} disabled={uploading} />
                ))}
              </Group>
            </Radio.Group>

            <Radio.Group
              label="Access Level"
              value={shareType}
              onChange={(v) => setShareType(v === 'private' ? 'private' : 'public')}
            >
              <Group gap="md" mt={6}>
                <Radio value="public" label="Public" disabled={uploading} />
                <Radio value="private" label="Private" disabled={uploading} />
              </Group>
            </Radio.Group>

            {shareType === 'private' && (
              <EmailChipsInput
                label="Allowed Emails"
                value={emails}
                onChange={setEmails}
                onInvalidChange={setEmailsInvalid}
                disabled={uploading}
              />
            )}

            <Stack gap="xs">
              <Checkbox
                label="Password protection"
                checked={passwordEnabled}
                onChange={(e) => setPasswordEnabled(e.currentTarget.checked)}
                disabled={uploading}
              />
              {passwordEnabled && (
                <PasswordInput
                  label="Password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  disabled={uploading}
                  autoComplete="new-password"
                />
              )}
              {passwordEnabled && encrypted && (
                <Checkbox
                  label="The password is part of the key"
                  description="The link alone cannot decrypt the file: it needs the password too."
                  checked={passwordInKey}
                  onChange={(e) => setPasswordInKey(e.currentTarget.checked)}
                  disabled={uploading}
                />
              )}
            </Stack>
          </>
        )}

        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}

        {phase === 'links' && (
          <Stack gap="xs" aria-label="Encrypted links">
            <Text size="sm" fw={600}>
              Links with their keys (the key is only in the link and in this browser)
            </Text>
            {links.map((link) => (
              <Group key={link.url} gap="xs" wrap="nowrap">
                <TextInput label={link.name} value={link.url} readOnly style={{ flex: 1 }} />
                <CopyButton value={link.url}>
                  {({ copied, copy }) => (
                    <Button variant="light" mt={24} onClick={copy} aria-label={`Copy link of ${link.name}`}>
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            ))}
          </Stack>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={uploading}>
            {phase === 'links' ? 'Done' : 'Cancel'}
          </Button>
          <Button onClick={() => void upload()} disabled={!canUpload} loading={false}>
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
        </Group>
      </Stack>
      {conflicts.dialog}
    </Modal>
  );
}
