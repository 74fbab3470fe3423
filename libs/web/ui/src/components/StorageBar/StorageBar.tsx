import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatGB, formatPercent, storageColor, storageFigures } from '../../format/storage';

export interface StorageBarProps {
  /** Bytes used. */
  used: number;
  /** Bytes available in total; 15 GB when missing. */
  total?: number | null;
  /** 'bottom' is the bar at the foot of the file pages: always blue. */
  variant?: 'default' | 'bottom';
  /** A line under the bar (the trash's share of the space, for one). */
  footer?: ReactNode;
}

/** Used GB of total GB, percent used and GB free, over a bar coloured by how full it is. */
export function StorageBar({ used, total, variant = 'default', footer }: StorageBarProps) {
  const { usedGB, totalGB, freeGB, percent } = storageFigures(used, total);
  const color = variant === 'bottom' ? 'blue' : storageColor(percent);
  const summary = `${formatGB(usedGB)} of ${formatGB(totalGB)} used`;
  return (
    <Paper withBorder p="md" data-variant={variant}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {summary}
          </Text>
          <Text size="sm" c="dimmed">
            {formatPercent(percent)} used · {formatGB(freeGB)} free
          </Text>
        </Group>
        <Progress.Root size="md">
          <Progress.Section
            value={percent}
            color={color}
            withAria={false}
            role="progressbar"
            aria-label="Storage used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent * 10) / 10}
            aria-valuetext={`${formatPercent(percent)} used`}
            data-color={color}
          />
        </Progress.Root>
        {footer}
      </Stack>
    </Paper>
  );
}
