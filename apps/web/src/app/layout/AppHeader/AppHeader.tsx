import { Burger, Button, Divider, Drawer, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCloudLock, IconDevices, IconKey, IconLogout, IconUserCircle, type Icon } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ColorSchemeToggle } from '@coffer/web-ui';
import { useAuthStore } from '@coffer/web-auth';
import { UnseenBadge } from './UnseenBadge';
import classes from './AppHeader.module.css';

interface NavItem {
  label: string;
  /** Shown in the header's row only from the md breakpoint (always in the drawer), so the row fits at 800 px. */
  wideOnly?: boolean;
  path: (base: string) => string;
  isActive: (pathname: string) => boolean;
}

// The protected routes exist under /dashboard and /app; links keep the prefix in use.
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: (base) => base, isActive: (p) => p === '/' || p === '/dashboard' || p === '/app' },
  {
    label: 'My Files',
    path: (base) => `${base}/my-files`,
    isActive: (p) => /^\/(dashboard|app)\/my-files(\/|$)/.test(p),
  },
  {
    label: 'Shared with Me',
    path: (base) => `${base}/shared`,
    isActive: (p) => /^\/(dashboard|app)\/shared\/?$/.test(p),
  },
  {
    label: 'Requests',
    wideOnly: true,
    path: (base) => `${base}/requests`,
    isActive: (p) => /^\/(dashboard|app)\/requests(\/|$)/.test(p),
  },
  { label: 'Trash', path: (base) => `${base}/trash`, isActive: (p) => /^\/(dashboard|app)\/trash\/?$/.test(p) },
];

/** The access tokens settings screen, linked from the user area (not the main nav). */
const TOKENS_PATH = '/settings/tokens';
const ACCOUNT_PATH = '/settings/account';
const SESSIONS_PATH = '/settings/sessions';

/** The settings screens of the user area, in the header and the phone drawer. */
const SETTINGS_ITEMS: ReadonlyArray<{ label: string; path: string; icon: Icon }> = [
  { label: 'Account', path: ACCOUNT_PATH, icon: IconUserCircle },
  { label: 'Sessions', path: SESSIONS_PATH, icon: IconDevices },
  { label: 'Access tokens', path: TOKENS_PATH, icon: IconKey },
];

/** Below Mantine's sm breakpoint, where the header's navigation is hidden. */
const PHONE_QUERY = '(max-width: 47.99em)';

export interface AppHeaderProps {
  /** Unseen shared files for the 'Shared with Me' badge. */
  unseenSharedCount?: number;
}

/**
 * The header: brand link to '/', the navigation with the 'Shared with Me' badge, the
 * user's e-mail and 'Logout' for a signed-in user; 'Login' and 'Signup' for visitors. Below the
 * lg breakpoint the settings move into a drawer behind a burger button, and below sm the
 * navigation too.
 */
export function AppHeader({ unseenSharedCount = 0 }: AppHeaderProps) {
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const loading = useAuthStore((s) => s.loading);
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Rendered only where the navigation is hidden, so the page holds one visible badge.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const base = pathname.startsWith('/app') ? '/app' : '/dashboard';
  const signedIn = isAuthenticated && user !== null;

  const onLogout = async () => {
    drawer.close();
    await logout();
    void navigate('/login', { replace: true });
  };

  const links = (linkClass: string | undefined, onNavigate?: () => void) =>
    NAV_ITEMS.map((item) => {
      const active = item.isActive(pathname);
      return (
        <Link
          key={item.label}
          to={item.path(base)}
          className={item.wideOnly && !onNavigate ? `${linkClass} ${classes.wideOnly}` : linkClass}
          data-active={active || undefined}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {item.label}
          {item.label === 'Shared with Me' && <UnseenBadge count={unseenSharedCount} />}
        </Link>
      );
    });

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap">
        {signedIn && (
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="lg"
            size="sm"
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          />
        )}
        <Link to="/" className={classes.brand}>
          <IconCloudLock size={26} stroke={1.8} color="var(--mantine-primary-color-filled)" aria-hidden="true" />
          Coffer
        </Link>
        {signedIn && (
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
            {links(classes.link)}
          </Group>
        )}
        {signedIn && phone && unseenSharedCount > 0 && (
          // On a phone the navigation sits in the drawer; the unseen count stays in sight.
          <Link to={`${base}/shared`} className={classes.link} data-testid="header-unseen-link">
            <VisuallyHidden>Shared with Me</VisuallyHidden>
            <UnseenBadge count={unseenSharedCount} />
          </Link>
        )}
      </Group>

      {signedIn ? (
        // May shrink: the e-mail address gives way (ellipsis) before the navigation would.
        <Group gap="sm" wrap="nowrap" miw={0} className={classes.userArea}>
          <ColorSchemeToggle />
          <Text
            size="sm"
            c="dimmed"
            className={classes.email}
            visibleFrom="lg"
            data-testid="user-email"
            title={user.email}
          >
            {user.email}
          </Text>
          <Group gap={4} wrap="nowrap" visibleFrom="lg">
            {SETTINGS_ITEMS.map(({ label, path, icon: ItemIcon }) => {
              const active = pathname === path;
              return (
                <Button
                  key={path}
                  component={Link}
                  to={path}
                  variant={active ? 'light' : 'subtle'}
                  size="xs"
                  leftSection={<ItemIcon size={16} aria-hidden="true" />}
                  aria-current={active ? 'page' : undefined}
                >
                  {label}
                </Button>
              );
            })}
          </Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={() => void onLogout()}
          >
            Logout
          </Button>
        </Group>
      ) : (
        !loading && (
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <Button component={Link} to="/login" variant="subtle" size="xs">
              Login
            </Button>
            <Button component={Link} to="/signup" size="xs">
              Signup
            </Button>
          </Group>
        )
      )}

      {signedIn && (
        <Drawer opened={drawerOpened} onClose={drawer.close} title="Coffer" size="xs" hiddenFrom="lg">
          <Stack gap={4} component="nav" aria-label="Main">
            {links(classes.drawerLink, drawer.close)}
          </Stack>
          <Divider my="md" />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Stack gap={4} mt="xs">
            {SETTINGS_ITEMS.map(({ label, path, icon: ItemIcon }) => {
              const active = pathname === path;
              return (
                <Link
                  key={path}
                  to={path}
                  className={classes.drawerLink}
                  data-active={active || undefined}
                  aria-current={active ? 'page' : undefined}
                  onClick={drawer.close}
                >
                  <ItemIcon size={18} aria-hidden="true" />
                  {label}
                </Link>
              );
            })}
          </Stack>
        </Drawer>
      )}
    </Group>
  );
}
