import { Group, Paper, Progress, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconDatabase, IconFiles, IconShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatGB, formatPercent, storageColor, storageFigures } from '@coffer/web-ui';
import { TrashUsage } from '../TrashUsage/TrashUsage';

/** The Dashboard figures; every number comes from the files API. */
export interface DashboardStats {
  totalFiles: number;
  /** Files with a live share link or direct recipients (the rule of `isShared`). */
  sharedFiles: number;
  /** Bytes used. */
  storageUsed: number;
  /** Bytes available; 15 GB when missing. */
  storageTotal?: number | null;
  /** Bytes of that in the trash. */
  trashBytes?: number | null;
}

function SummaryCard({
  title,
  icon,
  color,
  children,
}: {
  title: string;
  icon: ReactNode;
  color: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Text size="sm" c="dimmed" fw={600}>
          {title}
        </Text>
        <ThemeIcon variant="light" color={color} radius="md" size="lg" aria-hidden="true">
          {icon}
        </ThemeIcon>
      </Group>
      {children}
    </Paper>
  );
}

function Figure({ value, caption }: { value: ReactNode; caption: string }) {
  return (
    <>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {caption}
      </Text>
    </>
  );
}

/**
 * The Dashboard's three cards: Total Files, Shared Files, Storage Used. Without `stats` (not
 * loaded yet) the figures show as skeletons.
 */
export function SummaryCards({ stats }: { stats?: DashboardStats | null }) {
  const storage = stats ? storageFigures(stats.storageUsed, stats.storageTotal) : storageFigures(0, null);
  const pending = <Skeleton height={34} width={72} radius="sm" />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <SummaryCard title="Total Files" icon={<IconFiles size={20} />} color="blue">
        <Figure value={stats ? stats.totalFiles : pending} caption="Files in your cloud" />
      </SummaryCard>
      <SummaryCard title="Shared Files" icon={<IconShare size={20} />} color="grape">
        <Figure value={stats ? stats.sharedFiles : pending} caption="Files shared with others" />
      </SummaryCard>
      <SummaryCard title="Storage Used" icon={<IconDatabase size={20} />} color="teal">
        <Figure value={stats ? formatGB(storage.usedGB) : pending} caption={`of ${formatGB(storage.totalGB)} total`} />
        <Progress.Root size="sm" mt="sm">
          <Progress.Section
            value={stats ? storage.percent : 0}
            color={storageColor(storage.percent)}
            withAria={false}
            role="progressbar"
            aria-label="Storage used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(storage.percent * 10) / 10}
            aria-valuetext={`${formatPercent(storage.percent)} used`}
          />
        </Progress.Root>
        {stats?.trashBytes ? (
          <Group mt="xs">
            <TrashUsage bytes={stats.trashBytes} />
          </Group>
        ) : null}
      </SummaryCard>
    </SimpleGrid>
  );
}
