import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

// Its own chunk (recharts is large): loaded after the report's figures arrive.

export interface DailyPoint {
  day: string;
  successful: number;
  failed: number;
}

const label = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

export default function DailyChart({ days }: { days: readonly DailyPoint[] }) {
  return (
    <BarChart
      h={160}
      data={days.map((d) => ({ ...d, day: label(d.day) }))}
      dataKey="day"
      type="stacked"
      series={[
        { name: 'successful', label: 'Successful', color: 'teal.6' },
        { name: 'failed', label: 'Failed', color: 'red.6' },
      ]}
      withLegend
      tickLine="none"
      gridAxis="y"
    />
  );
}
