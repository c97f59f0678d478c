import { Box, Paper, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeContent } from './sanitize-content';

export type PreviewDevice = 'desktop' | 'mobile';

const WIDTHS: Record<PreviewDevice, number | string> = { desktop: '100%', mobile: 375 };

/** The content as the website would render it (sanitised), at desktop or phone width. */
export function ContentPreview({ html, device }: { html: string; device: PreviewDevice }) {
  const safe = useMemo(() => sanitizeContent(html), [html]);
  return (
    <Box
      className="seo-editor-content"
      bg="var(--mantine-color-gray-light)"
      p="md"
      aria-label={`${device === 'mobile' ? 'Mobile' : 'Desktop'} preview`}
      role="region"
    >
      <Paper withBorder mx="auto" w={WIDTHS[device]} maw="100%" p="md" data-device={device}>
        <Typography>
          {/* Sanitised with the same allow-list as the gateway's. */}
          <div dangerouslySetInnerHTML={{ __html: safe }} />
        </Typography>
      </Paper>
    </Box>
  );
}
