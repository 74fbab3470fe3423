import { useParams } from 'react-router';
import { RequestDetail } from '@coffer/web-requests';

/** One file request: its settings and the files that arrived, live. */
export default function FileRequestPage() {
  const { id = '' } = useParams();
  return <RequestDetail key={id} id={id} />;
}
