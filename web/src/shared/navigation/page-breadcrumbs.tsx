import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted on the current page. */
  to?: string;
}

export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Box component="nav" aria-label="Breadcrumb">
      <Breadcrumbs separator="/">
        {items.map((item, index) =>
          item.to ? (
            <Anchor key={`${index}:${item.label}`} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={`${index}:${item.label}`} size="sm" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
