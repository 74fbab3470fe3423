import { useParams } from 'react-router';
import { InvalidShareLink, ShareAccessLoading } from '@coffer/web-files';

/**
 * Public share access page, /share/:token and /s/:token (spec §2), inside the public layout
 * (header with 'Login'/'Signup' for visitors; the user is re-fetched when the tab shows again).
 * No token: 'Invalid Link'. With a token the page looks the file up through the sharing API
 * (password prompt, file details, download, add to account), which is wired separately; until
 * it answers the card shows the loading state.
 */
export default function ShareAccessPage() {
  const { token } = useParams();
  if (!token || token.trim() === '') return <InvalidShareLink />;
  return <ShareAccessLoading />;
}
