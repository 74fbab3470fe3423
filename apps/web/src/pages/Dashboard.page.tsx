import { Anchor, Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '@coffer/web-auth';
import { FileBrowser, ROOT_PATH, SummaryCards } from '@coffer/web-files';
import { PageHeader } from '@coffer/web-ui';

/** Spec §2 greeting: name, else e-mail, else 'User'. */
export function greetingName(user: { name?: string | null; email?: string | null } | null): string {
  return user?.name || user?.email || 'User';
}

/**
 * Dashboard (spec §2). The figures, the listing and the item actions come from the files API,
 * which is wired separately: until then the cards show their frame and the panel an empty root.
 */
export default function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const [path, setPath] = useState(ROOT_PATH);

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
      <SummaryCards stats={null} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="lg">
        <Title order={2} fz="h4" mb="md">
          Browse Files
        </Title>
        <FileBrowser view="own" items={[]} path={path} onPathChange={setPath} />
      </Paper>
    </>
  );
}
