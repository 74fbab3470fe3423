import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Switches between light and dark colours. Until it is used the app follows the system setting;
 * the choice is kept in local storage (Mantine's colour scheme manager) across visits.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={next === 'dark' ? 'Use dark colours' : 'Use light colours'}
      data-testid="color-scheme-toggle"
    >
      {next === 'dark' ? <IconMoon size={18} aria-hidden="true" /> : <IconSun size={18} aria-hidden="true" />}
    </ActionIcon>
  );
}
