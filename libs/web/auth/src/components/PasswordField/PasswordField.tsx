import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'label'> {
  label: string;
}

/**
 * A required password input whose show/hide toggle is reachable by keyboard and named after the
 * field ("Show current password"), so screen readers can tell several toggles apart. An error
 * marks the input invalid and describes it (Mantine's PasswordInput does neither by itself).
 */
export function PasswordField({ label, id, error, ...props }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = Boolean(error) && typeof error !== 'boolean';
  return (
    <PasswordInput
      id={inputId}
      label={label}
      required
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `Show ${label.toLowerCase()}` }}
      error={error}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${inputId}-error` : undefined}
      {...props}
    />
  );
}
