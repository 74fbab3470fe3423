import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Divider,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  payloadResult,
  serverMessageOf,
  useMutation,
  useQuery,
  type ShareLinkFieldsFragment,
} from '@coffer/web-data-access';
import { EmailChipsInput, formatDate, toast } from '@coffer/web-ui';
import { generatePassword } from '../../domain/password';
import { linkTargetLabel } from '../../domain/link-target';
import {
  VISIBILITY_OPTIONS,
  canSaveShare,
  createLinkInput,
  currentLink,
  initialShareForm,
  updateLinkInput,
  type ShareForm,
} from '../../domain/share-settings';
import {
  EXPIRY_OPTIONS,
  FILE_QUERIES_TO_REFRESH,
  KEY_ONLY_IN_UPLOADING_BROWSER,
  encryptedLinkOf,
  useLinkWithKey,
  type FileItem,
} from '@coffer/web-files';
import {
  CREATE_SHARE_LINK_MUTATION,
  REVOKE_SHARE_LINK_MUTATION,
  SHARE_LINKS_QUERY,
  UPDATE_SHARE_LINK_MUTATION,
} from '../../graphql/sharing';
import { ShareAccessLogButton } from '../ShareAccessLogPanel/ShareAccessLogButton';

export interface ShareDialogProps {
  item: FileItem | null;
  onClose: () => void;
}

/** Copies to the clipboard; 'Copy failed - Could not copy link' when refused. */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: url });
  } catch {
    toast({ title: 'Copy failed', description: 'Could not copy link', variant: 'destructive' });
  }
}

function linkStatus(link: ShareLinkFieldsFragment): string {
  if (link.revoked) return 'Revoked';
  if (link.expiresAt && Date.parse(link.expiresAt) <= Date.now()) return 'Expired';
  return link.expiresAt ? `Expires ${formatDate(link.expiresAt)}` : 'Never expires';
}

function ExistingLinks({ links, noun }: { links: readonly ShareLinkFieldsFragment[]; noun: 'file' | 'folder' }) {
  if (links.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {`Links of this ${noun}`}
      </Text>
      <Stack
        gap={4}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={`Links of this ${noun}`}
      >
        {links.map((link) => (
          <Group component="li" key={link.id} gap={6} wrap="wrap" justify="space-between">
            <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Text
                size="xs"
                ff="monospace"
                c={link.revoked ? 'dimmed' : undefined}
                td={link.revoked ? 'line-through' : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                …{link.token.slice(-10)}
              </Text>
              {link.kind === 'SET' && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {`Set link to ${linkTargetLabel(link) ?? 'several files'}, this one among them`}
                </Text>
              )}
            </Stack>
            <Group gap={4} wrap="wrap">
              <Badge size="xs" variant="light" tt="none" color={link.scope === 'RESTRICTED' ? 'grape' : 'blue'}>
                {link.scope === 'RESTRICTED' ? 'Specific users' : 'Public link'}
              </Badge>
              {link.hasPassword && (
                <Badge size="xs" variant="light" color="gray" tt="none">
                  Password
                </Badge>
              )}
              <Badge size="xs" variant="outline" color={link.revoked ? 'red' : 'gray'} tt="none">
                {linkStatus(link)}
              </Badge>
              <Text size="xs" c="dimmed">
                {link.accessCount} {link.accessCount === 1 ? 'access' : 'accesses'}
              </Text>
              <ShareAccessLogButton linkId={link.id} label={`link …${link.token.slice(-10)}`} />
            </Group>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Share dialog of a file or a folder: the item's newest active link of its own (edited in place, or
 * created when none exists: a file link, or a folder link),
 * its access level, expiry, allowed e-mails and password; 'Revoke Link' revokes it on the server.
 */
export function ShareDialog({ item, onClose }: ShareDialogProps) {
  const fileId = item?.id ?? '';
  const { data, loading, error } = useQuery(SHARE_LINKS_QUERY, {
    variables: { fileId },
    skip: !item,
    fetchPolicy: 'network-only',
  });
  const links = data?.item.shareLinks.nodes ?? [];
  const noun = item?.type === 'folder' ? 'folder' : 'file';
  // The link edited here is the item's own: a set link that holds this file is only listed.
  const link = currentLink(links.filter((l) => l.kind === (noun === 'folder' ? 'FOLDER' : 'FILE')));
  const [form, setForm] = useState<ShareForm>(initialShareForm(null));
  const [saving, setSaving] = useState(false);
  // Off by default: people are mailed only when the owner asks for it.
  const [notify, setNotify] = useState(false);
  const [emailsInvalid, setEmailsInvalid] = useState(false);
  const [emailsTyped, setEmailsTyped] = useState<string[]>([]);
  const refresh = { refetchQueries: ['ShareLinks', ...FILE_QUERIES_TO_REFRESH], awaitRefetchQueries: true };
  const [createLink] = useMutation(CREATE_SHARE_LINK_MUTATION, refresh);
  const [updateLink] = useMutation(UPDATE_SHARE_LINK_MUTATION, refresh);
  const [revokeLink, { loading: revoking }] = useMutation(REVOKE_SHARE_LINK_MUTATION, refresh);

  const linkId = link?.id ?? null;
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded) setForm(initialShareForm(link));
    // Only when the dialog's link changes: typing must not be overwritten by refetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkId, loaded, item?.id]);
  useEffect(() => {
    if (!item) {
      setForm(initialShareForm(null));
      setSaving(false);
      setNotify(false);
      setEmailsInvalid(false);
      setEmailsTyped([]);
    }
  }, [item]);

  const canSave = canSaveShare(form, link) && !(form.visibility === 'specific' && emailsInvalid);
  const set = <K extends keyof ShareForm>(key: K, value: ShareForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  // An end-to-end encrypted file's link is handed out with its key, which only this browser may hold.
  const { url, keyMissing } = useLinkWithKey(item, link?.url ?? '');

  const save = async () => {
    if (!item || !canSave) return;
    setSaving(true);
    const notifyNow = notify && form.visibility === 'specific' && form.emails.length > 0;
    try {
      let savedUrl: string;
      if (link) {
        const result = await updateLink({
          variables: { input: { id: link.id, ...updateLinkInput(form, link), ...(notifyNow ? { notify: true } : {}) } },
        });
        savedUrl = payloadResult(result.data?.shareLinkUpdate, 'shareLink')?.url ?? link.url;
      } else {
        const result = await createLink({
          variables: {
            input: {
              ...(noun === 'folder' ? { folderId: item.id } : { fileId: item.id }),
              ...createLinkInput(form),
              ...(notifyNow ? { notify: true } : {}),
            },
          },
        });
        savedUrl = payloadResult(result.data?.shareLinkCreate, 'shareLink')?.url ?? '';
      }
      if (item.encryptedMetadata && savedUrl) savedUrl = (await encryptedLinkOf(item.databaseId, savedUrl)) ?? savedUrl;
      toast({
        title: link ? 'Share settings saved' : 'Share link created',
        description: savedUrl,
        ...(savedUrl ? { action: { label: 'Copy link', onClick: () => void copyLink(savedUrl) } } : {}),
      });
      onClose();
    } catch (caught) {
      toast({
        title: 'Failed to create share link',
        description: serverMessageOf(caught) ?? `Failed to share ${noun}`,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  const revoke = async () => {
    if (!link) return;
    try {
      payloadResult((await revokeLink({ variables: { id: link.id } })).data?.shareLinkRevoke, 'shareLink');
      toast({ title: 'Share link revoked' });
    } catch (caught) {
      toast({
        title: 'Revoke failed',
        description: serverMessageOf(caught) ?? 'Failed to revoke share link',
        variant: 'destructive',
      });
    }
  };

  const specific = form.visibility === 'specific';
  // An address still being typed counts: it becomes a chip when the field is left.
  const listsAddresses = specific && form.emails.length + emailsTyped.length > 0;
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? `Share "${item.name}"` : 'Share'} size="lg" centered>
      {loading && !data ? (
        <Group justify="center" py="lg" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text c="dimmed">Loading...</Text>
        </Group>
      ) : (
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light">
              {serverMessageOf(error) ?? 'Failed to load share links'}
            </Alert>
          )}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Shareable link"
              value={url}
              placeholder="Save Changes to create a link"
              readOnly
              style={{ flex: 1, minWidth: 0 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={url}>
              {({ copied }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                  <Button
                    variant="default"
                    disabled={url === ''}
                    leftSection={
                      copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
                    }
                    onClick={() => void copyLink(url)}
                  >
                    Copy
                  </Button>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          {noun === 'folder' && (
            <Text size="sm" c="dimmed">
              The link opens this folder as it is at each visit, sub-folders included: what you add later is shared too,
              and what you move out or delete is not. End-to-end encrypted files in it stay sealed.
            </Text>
          )}
          {keyMissing && (
            <Alert color="yellow" variant="light">
              {KEY_ONLY_IN_UPLOADING_BROWSER}
            </Alert>
          )}

          <Radio.Group
            label="Access Level"
            value={form.visibility}
            onChange={(v) => set('visibility', v === 'specific' ? 'specific' : 'public')}
          >
            <Group gap="md" mt={6}>
              {VISIBILITY_OPTIONS.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Group>
          </Radio.Group>

          <Radio.Group label="Link Expiry" value={form.expiry} onChange={(v) => set('expiry', v)}>
            <Group gap="md" mt={6}>
              {EXPIRY_OPTIONS.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Group>
          </Radio.Group>

          {specific && (
            <EmailChipsInput
              label="Allowed Emails"
              value={form.emails}
              onChange={(emails) => set('emails', emails)}
              onInvalidChange={setEmailsInvalid}
              onPendingChange={setEmailsTyped}
            />
          )}
          {listsAddresses && (
            <Checkbox
              label="Notify them by e-mail"
              description={
                link
                  ? 'Only addresses you add now are mailed.'
                  : `Each address gets an e-mail with your name, the ${noun} name and the link.`
              }
              checked={notify}
              onChange={(e) => setNotify(e.currentTarget.checked)}
            />
          )}

          <Stack gap="xs">
            <Checkbox
              label="Password Protection"
              checked={form.passwordEnabled}
              onChange={(e) => set('passwordEnabled', e.currentTarget.checked)}
            />
            {form.passwordEnabled && (
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label="Set Password"
                  description={link?.hasPassword ? 'Leave blank to keep the current password' : undefined}
                  value={form.password}
                  onChange={(e) => set('password', e.currentTarget.value)}
                  autoComplete="new-password"
                  style={{ flex: 1, minWidth: 0 }}
                />
                <Button variant="default" onClick={() => set('password', generatePassword())}>
                  Generate
                </Button>
              </Group>
            )}
          </Stack>

          <ExistingLinks links={links} noun={noun} />

          <Divider />
          <Group justify="space-between" gap="sm">
            <Button
              color="red"
              variant="light"
              onClick={() => void revoke()}
              disabled={!link || revoking || saving}
              loading={revoking}
            >
              Revoke Link
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button onClick={() => void save()} disabled={saving || !canSave} loading={saving}>
                Save Changes
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
