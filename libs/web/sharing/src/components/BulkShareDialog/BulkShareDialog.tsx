import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { payloadResult, serverMessageOf, useApolloClient, useMutation } from '@coffer/web-data-access';
import { EmailChipsInput, toast } from '@coffer/web-ui';
import { MAX_SET_FILES, bulkSharePlan, encryptedInSetMessage, foldersLeftOutMessage } from '../../domain/bulk-share';
import { generatePassword } from '../../domain/password';
import {
  VISIBILITY_OPTIONS,
  canSaveShare,
  createLinkInput,
  initialShareForm,
  type ShareForm,
} from '../../domain/share-settings';
import { CREATE_SHARE_LINK_MUTATION } from '../../graphql/sharing';
import { EXPIRY_OPTIONS, FILE_QUERIES_TO_REFRESH, type FileItem } from '@coffer/web-files';
import { ShareDialog, copyLink } from '../ShareDialog/ShareDialog';

export interface BulkShareDialogProps {
  /** The selection to share; null: closed. */
  items: readonly FileItem[] | null;
  onClose: () => void;
}

function filesLabel(count: number): string {
  return `${count} ${count === 1 ? 'file' : 'files'}`;
}

/**
 * Shares a selection with ONE link: the selected files become a set link with the settings
 * chosen here (the visitor sees them as one list, and can download them one by one or as a zip).
 * Folders are not part of it, and the dialog says so: a folder is shared on its own, with a
 * folder link. A selection of one item opens that item's own Share dialog instead.
 */
export function BulkShareDialog({ items, onClose }: BulkShareDialogProps) {
  const client = useApolloClient();
  const [form, setForm] = useState<ShareForm>(initialShareForm(null));
  const [emailsInvalid, setEmailsInvalid] = useState(false);
  const [creating, setCreating] = useState(false);
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [createLink] = useMutation(CREATE_SHARE_LINK_MUTATION);
  const plan = bulkSharePlan(items ?? []);

  useEffect(() => {
    setForm(initialShareForm(null));
    setEmailsInvalid(false);
    setCreating(false);
    setCreatedUrl(null);
  }, [items]);

  if (items !== null && plan.kind === 'single') return <ShareDialog item={plan.item} onClose={onClose} />;

  const files = plan.kind === 'set' ? plan.files : [];
  const folders = plan.kind === 'set' ? plan.folders : [];
  const encrypted = plan.kind === 'set' ? plan.encrypted : 0;
  const tooMany = files.length > MAX_SET_FILES;
  const set = <K extends keyof ShareForm>(key: K, value: ShareForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const specific = form.visibility === 'specific';
  const canCreate =
    files.length > 0 &&
    !tooMany &&
    !creating &&
    canSaveShare(form, null) &&
    !(specific && (emailsInvalid || form.emails.length === 0));

  const create = async () => {
    if (!canCreate) return;
    setCreating(true);
    try {
      const result = await createLink({
        variables: { input: { fileIds: files.map((f) => f.id), ...createLinkInput(form) } },
      });
      const url = payloadResult(result.data?.shareLinkCreate, 'shareLink')?.url ?? '';
      void client.refetchQueries({ include: FILE_QUERIES_TO_REFRESH });
      toast({
        title: 'Share link created',
        description: `One link for ${filesLabel(files.length)}.`,
        ...(url ? { action: { label: 'Copy link', onClick: () => void copyLink(url) } } : {}),
      });
      setCreatedUrl(url);
    } catch (caught) {
      toast({
        title: 'Failed to create share link',
        description: serverMessageOf(caught) ?? 'Failed to share files',
        variant: 'destructive',
      });
    } finally {
      setCreating(false);
    }
  };

  return (
    <Modal opened={items !== null} onClose={onClose} title={`Share ${filesLabel(files.length)}`} size="lg" centered>
      <Stack gap="md">
        {folders.length > 0 && (
          <Alert color="yellow" variant="light" role="status">
            {foldersLeftOutMessage(folders.length)}
          </Alert>
        )}
        {files.length === 0 && <Text c="dimmed">Select files to share them together.</Text>}
        {tooMany && (
          <Alert color="red" variant="light" role="alert">
            {`One link holds at most ${MAX_SET_FILES} files: select fewer, or share their folder.`}
          </Alert>
        )}

        {createdUrl === null && files.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {`One link for ${filesLabel(files.length)}: whoever opens it sees them as one list.`}
            </Text>
            {encrypted > 0 && (
              <Text size="sm" c="dimmed">
                {encryptedInSetMessage(encrypted)}
              </Text>
            )}
            <Radio.Group
              label="Access Level"
              value={form.visibility}
              onChange={(v) => set('visibility', v === 'specific' ? 'specific' : 'public')}
            >
              <Group gap="md" mt={6}>
                {VISIBILITY_OPTIONS.map((o) => (
                  <Radio key={o.value} value={o.value} label={o.label} disabled={creating} />
                ))}
              </Group>
            </Radio.Group>
            <Radio.Group label="Link Expiry" value={form.expiry} onChange={(v) => set('expiry', v)}>
              <Group gap="md" mt={6}>
                {EXPIRY_OPTIONS.map((o) => (
                  <Radio key={o.value} value={o.value} label={o.label} disabled={creating} />
                ))}
              </Group>
            </Radio.Group>
            {specific && (
              <EmailChipsInput
                label="Allowed Emails"
                value={form.emails}
                onChange={(emails) => set('emails', emails)}
                onInvalidChange={setEmailsInvalid}
                disabled={creating}
              />
            )}
            <Stack gap="xs">
              <Checkbox
                label="Password Protection"
                checked={form.passwordEnabled}
                onChange={(e) => set('passwordEnabled', e.currentTarget.checked)}
                disabled={creating}
              />
              {form.passwordEnabled && (
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Set Password"
                    value={form.password}
                    onChange={(e) => set('password', e.currentTarget.value)}
                    autoComplete="new-password"
                    style={{ flex: 1, minWidth: 0 }}
                    disabled={creating}
                  />
                  <Button variant="default" onClick={() => set('password', generatePassword())} disabled={creating}>
                    Generate
                  </Button>
                </Group>
              )}
            </Stack>
          </>
        )}

        {createdUrl !== null && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Shareable link"
              description={`Opens ${filesLabel(files.length)} as one list.`}
              value={createdUrl}
              readOnly
              style={{ flex: 1, minWidth: 0 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={createdUrl}>
              {({ copied }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                  <Button
                    variant="default"
                    disabled={createdUrl === ''}
                    leftSection={
                      copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
                    }
                    onClick={() => void copyLink(createdUrl)}
                  >
                    Copy
                  </Button>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        )}

        <Group justify="flex-end" gap="sm">
          {createdUrl === null ? (
            <>
              <Button variant="default" onClick={onClose} disabled={creating}>
                {files.length === 0 ? 'Close' : 'Cancel'}
              </Button>
              {files.length > 0 && (
                <Button onClick={() => void create()} disabled={!canCreate} loading={creating}>
                  Create link
                </Button>
              )}
            </>
          ) : (
            <Button onClick={onClose}>Done</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
