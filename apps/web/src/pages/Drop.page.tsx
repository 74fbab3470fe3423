import { useParams } from 'react-router';
import { DropView } from '@coffer/web-requests';

/** A file request's public page, /drop/:token: anyone (or listed addresses) may send files. */
export default function DropPage() {
  const { token = '' } = useParams();
  return <DropView key={token} token={token} />;
}
