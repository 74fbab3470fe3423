import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { SIGNUP_PASSWORD_RULES } from '@coffer/shared-contracts';

/** Signup: the live checklist of the password rules, met ones ticked in green. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List spacing={4} size="sm" aria-label="Password requirements" center>
      {SIGNUP_PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.id}
            data-rule={rule.id}
            data-met={met}
            c={met ? 'teal.8' : 'dimmed'}
            icon={
              <ThemeIcon color={met ? 'teal' : 'gray'} variant="light" size={18} radius="xl">
                {met ? <IconCheck size={12} aria-hidden="true" /> : <IconX size={12} aria-hidden="true" />}
              </ThemeIcon>
            }
          >
            {rule.label}
            <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
