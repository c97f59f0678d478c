import { Box, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { chartScale, dayLabel, labelEvery } from './daily-scale';

// Payments per day, successful and failed stacked: plain boxes sized in percent, no chart
// library. recharts (through @mantine/charts) was a 115 KB brotli chunk for this one chart and
// held the main thread ~170 ms after the figures arrived (~210 ms over a year) (issue 42).

export interface DailyPoint {
  day: string;
  successful: number;
  failed: number;
}

/** As the figures' skeleton holds it (payments-summary.tsx): legend, bars and day labels. */
const HEIGHT = 160;
const AXIS_WIDTH = 44;
const SERIES = [
  { key: 'successful', label: 'Successful', color: 'var(--mantine-color-teal-6)' },
  { key: 'failed', label: 'Failed', color: 'var(--mantine-color-red-6)' },
] as const;

const percent = (value: number, top: number) => `${(value / top) * 100}%`;

function Legend() {
  return (
    <Group gap="md" justify="flex-end">
      {SERIES.map((series) => (
        <Group key={series.key} gap={6}>
          <Box w={10} h={10} style={{ borderRadius: '50%', background: series.color }} />
          <Text size="sm">{series.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The hovered day's figures, above its bar. */
function DayTip({ point, left }: { point: DailyPoint; left: string }) {
  return (
    <Paper
      withBorder
      shadow="sm"
      p="xs"
      radius="sm"
      style={{ position: 'absolute', bottom: '100%', left, transform: 'translateX(-50%)', pointerEvents: 'none', zIndex: 1 }}
    >
      <Text size="sm" fw={600}>
        {dayLabel(point.day)}
      </Text>
      {SERIES.map((series) => (
        <Text key={series.key} size="sm" style={{ whiteSpace: 'nowrap' }}>
          <Box component="span" display="inline-block" w={8} h={8} mr={6} style={{ borderRadius: '50%', background: series.color }} />
          {series.label}: {point[series.key]}
        </Text>
      ))}
    </Paper>
  );
}

/** What the chart says to a screen reader: the range and its totals (the bars themselves are hidden). */
function summaryOf(days: readonly DailyPoint[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'Payments per day';
  const total = (key: 'successful' | 'failed') => days.reduce((sum, d) => sum + d[key], 0);
  return `Payments per day, ${dayLabel(first.day)} to ${dayLabel(last.day)}: ${total('successful')} successful, ${total('failed')} failed`;
}

export function DailyChart({ days }: { days: readonly DailyPoint[] }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const { top, ticks } = chartScale(days.map((d) => d.successful + d.failed));
  const every = labelEvery(days.length);
  const columnWidth = 100 / Math.max(days.length, 1);
  // A gap between a week's bars; a year's run together.
  const barWidth = days.length > 60 ? '100%' : '76%';
  const centre = (index: number) => `${(index + 0.5) * columnWidth}%`;

  return (
    <Box
      role="img"
      aria-label={summaryOf(days)}
      h={HEIGHT}
      style={{ display: 'grid', gridTemplateColumns: `${AXIS_WIDTH}px 1fr`, gridTemplateRows: 'auto 1fr 24px', rowGap: 8 }}
    >
      <Box style={{ gridColumn: '1 / -1' }}>
        <Legend />
      </Box>
      <Box pos="relative">
        {ticks.map((tick) => (
          <Text
            key={tick}
            size="xs"
            c="dimmed"
            style={{ position: 'absolute', right: 8, bottom: percent(tick, top), transform: 'translateY(50%)', lineHeight: 1 }}
          >
            {tick.toLocaleString('en-US')}
          </Text>
        ))}
      </Box>
      <Box pos="relative" onMouseLeave={() => setHovered(null)}>
        {ticks.map((tick) => (
          <Box
            key={tick}
            style={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: percent(tick, top),
              borderTop: '1px dashed var(--mantine-color-default-border)',
            }}
          />
        ))}
        <Box style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end' }}>
          {days.map((point, index) => (
            <Box
              key={point.day}
              data-day={point.day}
              onMouseEnter={() => setHovered(index)}
              style={{ flex: 1, height: '100%', display: 'flex', flexDirection: 'column-reverse', alignItems: 'center' }}
            >
              {SERIES.map((series) => (
                <Box
                  key={series.key}
                  style={{
                    width: barWidth,
                    height: percent(point[series.key], top),
                    background: series.color,
                    opacity: hovered === index ? 0.8 : 1,
                  }}
                />
              ))}
            </Box>
          ))}
        </Box>
        {hovered !== null && days[hovered] && <DayTip point={days[hovered]} left={centre(hovered)} />}
      </Box>
      <Box />
      <Box pos="relative">
        {days.map((point, index) =>
          index % every === 0 ? (
            <Text
              key={point.day}
              size="xs"
              c="dimmed"
              style={{ position: 'absolute', top: 4, left: centre(index), transform: 'translateX(-50%)', whiteSpace: 'nowrap' }}
            >
              {dayLabel(point.day)}
            </Text>
          ) : null,
        )}
      </Box>
    </Box>
  );
}
