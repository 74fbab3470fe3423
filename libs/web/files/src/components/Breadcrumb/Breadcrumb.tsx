import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { pathCrumbs } from '../../domain/file-item';

export interface BreadcrumbProps {
  /** The shown folder's full path ('/', '/Photos/2024/'). */
  path: string;
  onNavigate: (path: string) => void;
}

/** Spec §2: Home, then each path segment; every crumb but the current one navigates. */
export function Breadcrumb({ path, onNavigate }: BreadcrumbProps) {
  const crumbs = pathCrumbs(path);
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {crumbs.map((crumb, index) => {
          const icon = index === 0 ? <IconHome size={14} aria-hidden="true" style={{ marginRight: 4, verticalAlign: -2 }} /> : null;
          if (index === crumbs.length - 1) {
            return (
              <Text key={crumb.path} size="sm" fw={600} aria-current="page">
                {icon}
                {crumb.label}
              </Text>
            );
          }
          return (
            <Anchor key={crumb.path} component="button" type="button" size="sm" onClick={() => onNavigate(crumb.path)}>
              {icon}
              {crumb.label}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
