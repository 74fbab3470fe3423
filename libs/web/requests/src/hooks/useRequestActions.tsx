import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { payloadResult, serverMessageOf, useMutation, type FileRequestFieldsFragment } from '@coffer/web-data-access';
import { toast } from '@coffer/web-ui';
import { CLOSE_FILE_REQUEST_MUTATION, DELETE_FILE_REQUEST_MUTATION } from '../graphql/file-requests';

/** Copies a request's link; says so, or that the browser refused. */
export async function copyRequestLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: url });
  } catch {
    toast({ title: 'Copy failed', description: `Could not copy the link. It is ${url}`, variant: 'destructive' });
  }
}

/** Close and Delete with their confirmations, for the list and the detail screen. */
export function useRequestActions(onDeleted?: () => void) {
  const [close] = useMutation(CLOSE_FILE_REQUEST_MUTATION);
  const [remove] = useMutation(DELETE_FILE_REQUEST_MUTATION, { refetchQueries: ['FileRequests'] });

  const confirmClose = (request: Pick<FileRequestFieldsFragment, 'id' | 'title'>) =>
    modals.openConfirmModal({
      title: 'Close request',
      centered: true,
      children: (
        <Text size="sm">{`Close "${request.title}"? It takes no more files, for good. What arrived stays in the folder.`}</Text>
      ),
      labels: { confirm: 'Close request', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void close({ variables: { input: { id: request.id } } })
          .then(({ data }) => {
            payloadResult(data?.fileRequestClose, 'fileRequest');
            toast({ title: 'Request closed', description: `"${request.title}" takes no more files.` });
          })
          .catch((caught: unknown) =>
            toast({
              title: 'Could not close the request',
              description: serverMessageOf(caught) ?? 'Try again.',
              variant: 'destructive',
            }),
          ),
    });

  const confirmDelete = (request: Pick<FileRequestFieldsFragment, 'id' | 'title'>) =>
    modals.openConfirmModal({
      title: 'Delete request',
      centered: true,
      children: (
        <Text size="sm">{`Delete "${request.title}"? Its link stops working. The files that arrived stay in the folder.`}</Text>
      ),
      labels: { confirm: 'Delete request', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove({ variables: { input: { id: request.id } } })
          .then(({ data }) => {
            payloadResult(data?.fileRequestDelete, 'deletedId');
            toast({ title: 'Request deleted', description: `"${request.title}" was deleted.` });
            onDeleted?.();
          })
          .catch((caught: unknown) =>
            toast({
              title: 'Could not delete the request',
              description: serverMessageOf(caught) ?? 'Try again.',
              variant: 'destructive',
            }),
          ),
    });

  return { confirmClose, confirmDelete };
}
