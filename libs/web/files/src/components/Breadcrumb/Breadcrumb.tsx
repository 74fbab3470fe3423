import { Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { pathCrumbs } from '../../domain/file-item';
import { FolderLink } from '../FolderLink/FolderLink';

export interface BreadcrumbProps {
  /** The shown folder's full path ('/', '/Photos/2024/'). */
  path: string;
  /** The address of a folder (each crumb is a real link). */
  hrefFor: (path: string) => string;
  onNavigate: (path: string) => void;
}

/** Home, then each path segment; every crumb but the current one links to its folder. */
export function Breadcrumb({ path, hrefFor, onNavigate }: BreadcrumbProps) {
  const crumbs = pathCrumbs(path);
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {crumbs.map((crumb, index) => {
          const icon =
            index === 0 ? (
              <IconHome size={14} aria-hidden="true" style={{ marginRight: 4, verticalAlign: -2 }} />
            ) : null;
          if (index === crumbs.length - 1) {
            return (
              <Text key={crumb.path} size="sm" fw={600} aria-current="page" style={{ overflowWrap: 'anywhere' }}>
                {icon}
                {crumb.label}
              </Text>
            );
          }
          return (
            <FolderLink
              key={crumb.path}
              href={hrefFor(crumb.path)}
              onOpen={() => onNavigate(crumb.path)}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {icon}
              {crumb.label}
            </FolderLink>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
