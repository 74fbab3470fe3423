import { Alert, Anchor, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { payloadResult, serverMessageOf, useMutation } from '@coffer/web-data-access';
import { toast } from '@coffer/web-ui';
import { CREATE_ACCESS_TOKEN_MUTATION } from '../../graphql/access-tokens';
import { SecretShownOnce } from '../SecretShownOnce/SecretShownOnce';

export const APP_PASSWORD_NAME = 'WebDAV app password';
export const APP_PASSWORD_NOTE =
  "Use it as the password in your WebDAV client. Copy it now: you won't be able to see it again.";

/** The address WebDAV clients connect to: this site's /dav/. */
export function webDavAddress(origin = window.location.origin): string {
  return `${origin}/dav/`;
}

/**
 * Settings › Account › WebDAV: the address to connect to, an app password (an access token with
 * the WebDAV, read and write scopes, listed and revoked with the other tokens) and how to connect
 * rclone, Finder and Explorer.
 */
export function WebDavSection({ email }: { email: string }) {
  const [create, { loading }] = useMutation(CREATE_ACCESS_TOKEN_MUTATION, { refetchQueries: ['AccessTokens'] });
  const [secret, setSecret] = useState<string | null>(null);
  const address = webDavAddress();

  const createAppPassword = async () => {
    try {
      const { data } = await create({
        variables: { input: { name: APP_PASSWORD_NAME, scopes: ['DAV', 'READ', 'WRITE'], expiresInDays: null } },
      });
      const token = data?.accessTokenCreate.token;
      if (payloadResult(data?.accessTokenCreate, 'accessToken') && token) setSecret(token);
    } catch (caught) {
      toast({
        title: 'Could not create the app password',
        description: serverMessageOf(caught) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        Open your files from a file manager, a backup job or a phone app. Sign in with your e-mail address and an app
        password, never your account password.
      </Text>
      <SecretShownOnce label="WebDAV address" secret={address} testId="webdav-address" />
      <Text size="sm">
        User name: <Code>{email}</Code>
      </Text>
      {secret ? (
        <Alert
          color="green"
          variant="light"
          radius="md"
          icon={<IconCheck size={18} aria-hidden="true" />}
          role="status"
        >
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {APP_PASSWORD_NOTE}
            </Text>
            <SecretShownOnce label="Your app password" secret={secret} testId="new-app-password" />
            <Group>
              <Button variant="subtle" size="xs" onClick={() => setSecret(null)}>
                I have stored it
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button
            onClick={() => void createAppPassword()}
            loading={loading}
            leftSection={<IconKey size={16} aria-hidden="true" />}
          >
            Create an app password
          </Button>
        </Group>
      )}
      <Text size="sm">
        App passwords are listed and revoked with your{' '}
        <Anchor component={Link} to="/settings/tokens" underline="always">
          access tokens
        </Anchor>
        .
      </Text>
      <List size="sm" spacing="xs">
        <List.Item>
          <b>rclone:</b>{' '}
          <Code>
            rclone config create coffer webdav url={address} vendor=other user={email}
          </Code>
          , then set the password with <Code>rclone config password coffer pass &lt;app password&gt;</Code>.
        </List.Item>
        <List.Item>
          <b>macOS Finder:</b> Go › Connect to Server (⌘K), enter the address, then your e-mail address and the app
          password.
        </List.Item>
        <List.Item>
          <b>Windows Explorer:</b> This PC › Map network drive › Connect to a Web site…, enter the address. Windows
          signs in with a password only over https.
        </List.Item>
      </List>
    </Stack>
  );
}
