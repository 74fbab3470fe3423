import { Badge, VisuallyHidden } from '@mantine/core';

/** The count as shown, '9+' above 9, nothing at 0. */
export function unseenBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

/** The 'Shared with Me' badge: how many shared files the user has not opened yet. */
export function UnseenBadge({ count }: { count: number }) {
  const label = unseenBadgeLabel(count);
  if (label === null) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={label.length === 1} data-testid="unseen-badge">
      {label}
      <VisuallyHidden> unseen</VisuallyHidden>
    </Badge>
  );
}
