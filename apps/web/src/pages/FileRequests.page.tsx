import { RequestsView } from '@coffer/web-requests';

/** The owner's file requests: links that let others send files into a folder. */
export default function FileRequestsPage() {
  return <RequestsView />;
}
