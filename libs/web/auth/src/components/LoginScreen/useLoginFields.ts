import { useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

export interface LoginValues {
  email: string;
  password: string;
}

type Field = keyof LoginValues;
type Rules = Record<Field, (value: string) => string | null>;

/**
 * The login form's two fields, each checked when it loses focus and all on submit; typing clears
 * a field's error. Small on purpose: the login screen is the first page many visits load.
 */
export function useLoginFields(rules: Rules) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const inputProps = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const message = rules[field](event.currentTarget.value);
      setErrors((current) => ({ ...current, [field]: message ?? undefined }));
    },
  });

  const onSubmit = (handler: (values: LoginValues) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: rules.email(values.email) ?? undefined,
      password: rules.password(values.password) ?? undefined,
    };
    setErrors(found);
    if (found.email || found.password) return;
    void handler(values);
  };

  const setFieldValue = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  return { inputProps, onSubmit, setFieldValue };
}
