import type { GetInputPropsReturnType } from '@mantine/form';
import { ACCOUNT_MESSAGES, isStrongPassword } from '@coffer/shared-contracts';
import { PasswordChecklist } from '../PasswordChecklist/PasswordChecklist';
import { PasswordField } from '../PasswordField/PasswordField';

export interface NewPasswordFieldsProps {
  /** `form.getInputProps(...)` of the new password. */
  passwordProps: GetInputPropsReturnType;
  /** `form.getInputProps(...)` of the confirmation. */
  confirmProps: GetInputPropsReturnType;
  passwordLabel?: string;
  confirmLabel?: string;
}

export const PASSWORDS_DIFFER = "Passwords don't match";

/**
 * The mismatch message once the confirmation can no longer become the password by typing on
 * (it is as long, or it already strays), so nobody is scolded half-way through typing.
 */
export function confirmationError(password: string, confirmation: string): string | null {
  if (confirmation === '' || confirmation === password) return null;
  return confirmation.length >= password.length || !password.startsWith(confirmation) ? PASSWORDS_DIFFER : null;
}

/** True when the new password meets every sign-up rule and the confirmation equals it. */
export function isAcceptableNewPassword(password: string, confirmation: string): boolean {
  return isStrongPassword(password) && confirmation === password;
}

/**
 * A new password with the sign-up screen's live checklist and its confirmation: the same rules
 * and messages wherever a password is chosen (sign-up, change, reset).
 */
export function NewPasswordFields({
  passwordProps,
  confirmProps,
  passwordLabel = 'New password',
  confirmLabel = 'Confirm new password',
}: NewPasswordFieldsProps) {
  const password = String(passwordProps.value ?? '');
  const confirmation = String(confirmProps.value ?? '');
  const weak = password !== '' && !isStrongPassword(password);
  const matches = confirmation !== '' && confirmation === password;
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        {...passwordProps}
        error={weak ? ACCOUNT_MESSAGES.weakPassword : null}
      />
      <PasswordChecklist password={password} />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        {...confirmProps}
        error={confirmationError(password, confirmation)}
        success={matches ? ACCOUNT_MESSAGES.passwordsMatch : undefined}
      />
    </>
  );
}
