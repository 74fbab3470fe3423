import { useLocation, useNavigate, useParams } from 'react-router';
import { rememberRedirectAfterLogin, useAuthStore } from '@coffer/web-auth';
import { InvalidShareLink, ShareAccessView } from '@coffer/web-sharing';

/**
 * Public share access page, /share/:token and /s/:token, inside the public layout
 * (which re-fetches the user when the tab becomes visible). No token: 'Invalid Link'. A folder
 * link's sub-folder is the query parameter `path` (/share/:token?path=a/b).
 */
export default function ShareAccessPage() {
  const { token } = useParams();
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  // The fragment of an end-to-end encrypted file's link is its key: it goes along to sign-in and back,
  // as does the sub-folder of a folder link (?path=).
  const { hash, search } = useLocation();
  if (!token || token.trim() === '') return <InvalidShareLink />;

  const returnPath = `/share/${token}${search}${hash}`;
  const signIn = (screen: 'login' | 'signup') => {
    rememberRedirectAfterLogin(returnPath);
    void navigate(`/${screen}`);
  };
  const switchAccount = async () => {
    await logout();
    rememberRedirectAfterLogin(returnPath);
    void navigate('/login');
  };

  return (
    <ShareAccessView
      key={token}
      token={token}
      user={user}
      onSignIn={signIn}
      onSwitchAccount={() => void switchAccount()}
    />
  );
}
