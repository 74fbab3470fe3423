import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'label'> {
  label: string;
}

/**
 * A required password input whose show/hide toggle is reachable by keyboard and named after the
 * field ("Show current password"), so screen readers can tell several toggles apart.
 */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      label={label}
      required
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `Show ${label.toLowerCase()}` }}
      {...props}
    />
  );
}
