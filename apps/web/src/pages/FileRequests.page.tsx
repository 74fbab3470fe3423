import { useParams } from 'react-router';
import { RequestDetail, RequestsView } from '@coffer/web-requests';

/**
 * The owner's file requests (links that let others send files into a folder), and one request
 * with the files that arrived (/dashboard/requests/:id): one chunk for both screens.
 */
export default function FileRequestsPage() {
  const { id } = useParams();
  return id ? <RequestDetail key={id} id={id} /> : <RequestsView />;
}
