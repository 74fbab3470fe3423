import { Anchor, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuthStore } from '@coffer/web-auth';
import { FileManager, RecentUploads, ROOT_PATH, SummaryCards, useDashboardSummary } from '@coffer/web-files';
import { FILE_SHARE_DIALOGS } from '@coffer/web-sharing';
import { PageHeader } from '@coffer/web-ui';

/** The greeting: name, else e-mail, else 'User'. */
export function greetingName(user: { name?: string | null; email?: string | null } | null): string {
  return user?.name || user?.email || 'User';
}

/**
 * Dashboard: the three cards and the five newest uploads from the one `dashboard` query, and the
 * Browse Files panel (its folder in `?folder=`; uploads from here go to the root).
 */
export default function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const { summary, recentUploads } = useDashboardSummary();

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${greetingName(user)}! Here's your cloud summary.`}
        action={
          <Anchor component={Link} to="/dashboard/my-files" fw={600} size="sm">
            View All Files →
          </Anchor>
        }
      />
      <SummaryCards
        stats={
          summary
            ? {
                totalFiles: summary.totalFiles,
                sharedFiles: summary.sharedFiles,
                storageUsed: summary.storage.used,
                storageTotal: summary.storage.total,
                trashBytes: summary.storage.trashBytes,
              }
            : null
        }
      />
      <RecentUploads items={recentUploads} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="lg">
        <Title order={2} fz="h4" mb="md">
          Browse Files
        </Title>
        <FileManager shareDialogs={FILE_SHARE_DIALOGS} uploadPath={ROOT_PATH} />
      </Paper>
    </>
  );
}
