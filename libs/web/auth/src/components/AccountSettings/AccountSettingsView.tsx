import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconCircleCheck,
  IconFolders,
  IconKey,
  IconLock,
  IconMail,
  IconShieldLock,
  IconWebhook,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ACCOUNT_MESSAGES, isValidEmail, normalizeEmail } from '@coffer/shared-contracts';
import { useMutation } from '@coffer/web-data-access';
import { PageHeader } from '@coffer/web-ui';
import { CHANGE_EMAIL_MUTATION, CHANGE_PASSWORD_MUTATION } from '../../graphql/account';
import { failureMessageOf, useAuthStore } from '../../stores/useAuthStore';
import { PasswordField } from '../PasswordField/PasswordField';
import { NewPasswordFields, isAcceptableNewPassword } from '../NewPasswordFields/NewPasswordFields';
import { PasskeysSection } from '../Passkeys/PasskeysSection';
import { SingleSignOnSection } from '../SingleSignOn/SingleSignOnSection';
import { TwoFactorSection } from '../TwoFactor/TwoFactorSection';
import { AccountSection } from './AccountSection';
import { WebDavSection } from '../WebDav/WebDavSection';
import { WebhooksSection } from '../Webhooks/WebhooksSection';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Every other session was signed out.';
export const emailChangeSentMessage = (email: string) =>
  `We sent a confirmation link to ${email}. Your address changes when you open it; until then you keep using the current one.`;

function Outcome({ result }: { result: { ok: boolean; text: string } | null }) {
  if (!result) return null;
  return result.ok ? (
    <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
      {result.text}
    </Alert>
  ) : (
    <Alert color="red" variant="light" role="alert">
      {result.text}
    </Alert>
  );
}

function ChangePasswordForm() {
  const [change, { loading }] = useMutation(CHANGE_PASSWORD_MUTATION);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: { currentPassword: (v: string) => (v === '' ? 'Enter your current password' : null) },
  });
  const { values } = form;

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setResult(null);
    try {
      await change({ variables: { input: { currentPassword, newPassword } } });
      form.reset();
      setResult({ ok: true, text: PASSWORD_CHANGED_MESSAGE });
    } catch (caught) {
      setResult({ ok: false, text: failureMessageOf(caught) ?? 'Could not change the password. Please try again.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Outcome result={result} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields
          passwordProps={form.getInputProps('newPassword')}
          confirmProps={form.getInputProps('confirmPassword')}
        />
        <Text size="xs" c="dimmed">
          Changing it signs out every other browser and device where you are logged in.
        </Text>
        <Group>
          <Button
            type="submit"
            loading={loading}
            disabled={
              values.currentPassword === '' || !isAcceptableNewPassword(values.newPassword, values.confirmPassword)
            }
          >
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ChangeEmailForm({ current, verified }: { current: string; verified: boolean }) {
  const [change, { loading }] = useMutation(CHANGE_EMAIL_MUTATION);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    initialValues: { email: '', currentPassword: '' },
    validateInputOnBlur: ['email'],
    validate: {
      email: (v: string) =>
        !isValidEmail(v.trim())
          ? ACCOUNT_MESSAGES.invalidEmail
          : normalizeEmail(v) === current
            ? 'This is already your address.'
            : null,
      currentPassword: (v: string) => (v === '' ? 'Enter your current password' : null),
    },
  });

  const submit = form.onSubmit(async ({ email, currentPassword }) => {
    setResult(null);
    try {
      await change({ variables: { input: { email: email.trim(), currentPassword } } });
      form.reset();
      setResult({ ok: true, text: emailChangeSentMessage(email.trim()) });
    } catch (caught) {
      setResult({ ok: false, text: failureMessageOf(caught) ?? 'Could not change the address. Please try again.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            Now:{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {current}
            </Text>
          </Text>
          <Badge size="sm" variant="light" color={verified ? 'teal' : 'yellow'}>
            {verified ? 'Confirmed' : 'Not confirmed'}
          </Badge>
        </Group>
        <Outcome result={result} />
        <TextInput
          label="New e-mail address"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <Group>
          <Button type="submit" loading={loading}>
            Change e-mail
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Settings › Account: change the password, change the e-mail address, two-step verification,
 * passkeys, single sign-on (where the server has providers, or the account linked one), connect
 * WebDAV clients, manage webhooks.
 */
export function AccountSettingsView() {
  const user = useAuthStore((s) => s.user);
  return (
    <>
      <PageHeader
        title="Account"
        description="Your password, e-mail address, two-step verification, passkeys, WebDAV access and webhooks."
      />
      <Stack gap="lg">
        <AccountSection
          id="change-password-title"
          title="Change password"
          icon={<IconLock size={20} aria-hidden="true" />}
        >
          <ChangePasswordForm />
        </AccountSection>
        <AccountSection
          id="change-email-title"
          title="Change e-mail address"
          icon={<IconMail size={20} aria-hidden="true" />}
        >
          <ChangeEmailForm current={user?.email ?? ''} verified={user?.emailVerified !== false} />
        </AccountSection>
        <AccountSection
          id="two-factor-title"
          title="Two-step verification"
          icon={<IconShieldLock size={20} aria-hidden="true" />}
        >
          <TwoFactorSection email={user?.email ?? ''} />
        </AccountSection>
        <AccountSection id="passkeys-title" title="Passkeys" icon={<IconKey size={20} aria-hidden="true" />}>
          <PasskeysSection />
        </AccountSection>
        <SingleSignOnSection />
        <AccountSection id="webdav-title" title="WebDAV" icon={<IconFolders size={20} aria-hidden="true" />}>
          <WebDavSection email={user?.email ?? ''} />
        </AccountSection>
        <AccountSection id="webhooks-title" title="Webhooks" icon={<IconWebhook size={20} aria-hidden="true" />}>
          <WebhooksSection />
        </AccountSection>
      </Stack>
    </>
  );
}
