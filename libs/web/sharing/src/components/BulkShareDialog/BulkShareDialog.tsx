import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { payloadResult, serverMessageOf, useApolloClient, useMutation } from '@coffer/web-data-access';
import { EmailChipsInput, toast } from '@coffer/web-ui';
import { bulkSharePlan, foldersLeftOutMessage, linksText } from '../../domain/bulk-share';
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
import { copyLink } from '../ShareDialog/ShareDialog';

export interface BulkShareDialogProps {
  /** The selection to share; null: closed. */
  items: readonly FileItem[] | null;
  onClose: () => void;
}

interface LinkRow {
  item: FileItem;
  url: string | null;
  error: string | null;
  created: boolean;
}

function CopyUrl({ url }: { url: string }) {
  return (
    <CopyButton value={url}>
      {({ copied }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
          <Button variant="subtle" size="compact-xs" aria-label="Copy link" onClick={() => void copyLink(url)}>
            {copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />}
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * Shares several files at once: files that already have a live link show it; the others get a
 * link each with the settings chosen here; folders are left out with the reason. The links are
 * then listed, each with a copy button, and "Copy all links" copies them as "name: URL" lines.
 */
export function BulkShareDialog({ items, onClose }: BulkShareDialogProps) {
  const client = useApolloClient();
  const [form, setForm] = useState<ShareForm>(initialShareForm(null));
  const [emailsInvalid, setEmailsInvalid] = useState(false);
  const [creating, setCreating] = useState(false);
  const [rows, setRows] = useState<LinkRow[] | null>(null);
  const [createLink] = useMutation(CREATE_SHARE_LINK_MUTATION);
  const plan = bulkSharePlan(items ?? []);

  useEffect(() => {
    setForm(initialShareForm(null));
    setEmailsInvalid(false);
    setCreating(false);
    const current = bulkSharePlan(items ?? []);
    // Nothing to create: the links are shown at once.
    setRows(
      current.withoutLink.length === 0 && current.withLink.length > 0
        ? current.withLink.map((item) => ({ item, url: item.liveLinkUrl ?? null, error: null, created: false }))
        : null,
    );
  }, [items]);

  const set = <K extends keyof ShareForm>(key: K, value: ShareForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const specific = form.visibility === 'specific';
  const canCreate =
    plan.withoutLink.length > 0 &&
    !creating &&
    canSaveShare(form, null) &&
    !(specific && (emailsInvalid || form.emails.length === 0));

  const create = async () => {
    if (!canCreate) return;
    setCreating(true);
    const input = createLinkInput(form);
    const made: LinkRow[] = [];
    // One at a time: each link is its own operation, and a failure names its file.
    for (const item of plan.withoutLink) {
      try {
        const result = await createLink({ variables: { input: { fileId: item.id, ...input } } });
        const url = payloadResult(result.data?.shareLinkCreate, 'shareLink')?.url ?? null;
        made.push({ item, url, error: null, created: true });
      } catch (caught) {
        made.push({ item, url: null, error: serverMessageOf(caught) ?? 'Failed to create share link', created: false });
      }
    }
    void client.refetchQueries({ include: FILE_QUERIES_TO_REFRESH });
    const failed = made.filter((r) => r.error).length;
    const count = made.length - failed;
    toast({
      title: failed ? 'Some links were not created' : 'Share links created',
      description: `${count} ${count === 1 ? 'link' : 'links'} created${failed ? `, ${failed} failed` : ''}.`,
      ...(failed ? { variant: 'destructive' as const } : {}),
    });
    setRows([
      ...plan.withLink.map((item) => ({ item, url: item.liveLinkUrl ?? null, error: null, created: false })),
      ...made,
    ]);
    setCreating(false);
  };

  const fileCount = plan.withLink.length + plan.withoutLink.length;
  const links = (rows ?? [])
    .filter((r): r is LinkRow & { url: string } => r.url !== null)
    .map((r) => ({ name: r.item.name, url: r.url }));

  return (
    <Modal
      opened={items !== null}
      onClose={onClose}
      title={`Share ${fileCount} ${fileCount === 1 ? 'file' : 'files'}`}
      size="lg"
      centered
    >
      <Stack gap="md">
        {plan.folders.length > 0 && (
          <Alert color="yellow" variant="light" role="status">
            {foldersLeftOutMessage(plan.folders.length)}
          </Alert>
        )}
        {fileCount === 0 && <Text c="dimmed">Select files to share them.</Text>}

        {rows === null && fileCount > 0 && (
          <>
            {plan.withLink.length > 0 && (
              <Text size="sm">
                {plan.withLink.length === 1
                  ? '1 file already has a link; it is kept.'
                  : `${plan.withLink.length} files already have a link; they are kept.`}
              </Text>
            )}
            <Text size="sm" fw={600}>
              {plan.withoutLink.length === 1
                ? 'A new link for 1 file:'
                : `New links for ${plan.withoutLink.length} files, one each:`}
            </Text>
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

        {rows !== null && (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing={4} aria-label="Share links">
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.item.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" fw={500}>
                        {row.item.name}
                      </Text>
                      {row.url ? (
                        <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {row.url}
                        </Text>
                      ) : (
                        <Text size="xs" c="red">
                          {row.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td w={110}>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Text size="xs" c="dimmed" span>
                          {row.created ? 'New' : row.url ? 'Existing' : ''}
                        </Text>
                        {row.url && <CopyUrl url={row.url} />}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        <Group justify="flex-end" gap="sm">
          {rows === null ? (
            <>
              <Button variant="default" onClick={onClose} disabled={creating}>
                {fileCount === 0 ? 'Close' : 'Cancel'}
              </Button>
              {fileCount > 0 && (
                <Button onClick={() => void create()} disabled={!canCreate} loading={creating}>
                  {plan.withoutLink.length === 1 ? 'Create link' : `Create ${plan.withoutLink.length} links`}
                </Button>
              )}
            </>
          ) : (
            <>
              <Button
                variant="default"
                leftSection={<IconCopy size={16} aria-hidden="true" />}
                onClick={() => void copyLink(linksText(links))}
                disabled={links.length === 0}
              >
                Copy all links
              </Button>
              <Button onClick={onClose}>Done</Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
