import { Alert, Button, Stack } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from '@coffer/web-data-access';
import { browserLocation } from '../../api/browser-location';
import { SSO_START_MUTATION } from '../../graphql/sso';
import { failureMessageOf } from '../../stores/useAuthStore';

export const SSO_START_FAILED_MESSAGE = 'Single sign-on could not start. Please try again.';

export interface SsoButtonsProps {
  providers: ReadonlyArray<{ id: string; label: string }>;
  /** The path of the web app to open once signed in, read when a button is pressed. */
  returnTo: () => string;
}

/**
 * A 'Sign in with <label>' button per single sign-on provider: the server starts the sign-in
 * and answers the provider's page, which opens in this tab. A refusal (the provider cannot be
 * reached) is shown above the buttons.
 */
export function SsoButtons({ providers, returnTo }: SsoButtonsProps) {
  const [start] = useMutation(SSO_START_MUTATION);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (providers.length === 0) return null;

  const signIn = async (provider: string) => {
    setFailure(null);
    setLeaving(provider);
    try {
      const { data } = await start({ variables: { provider, returnTo: returnTo() } });
      if (!data) throw new Error(SSO_START_FAILED_MESSAGE);
      // The button stays busy while the browser leaves for the provider.
      browserLocation.assign(data.ssoStart);
    } catch (caught) {
      setLeaving(null);
      setFailure(failureMessageOf(caught) ?? SSO_START_FAILED_MESSAGE);
    }
  };

  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          leftSection={<IconLogin2 size={18} aria-hidden="true" />}
          disabled={leaving !== null}
          onClick={() => void signIn(provider.id)}
        >
          {leaving === provider.id ? `Opening ${provider.label}...` : `Sign in with ${provider.label}`}
        </Button>
      ))}
    </Stack>
  );
}
