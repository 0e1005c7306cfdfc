import type { ChartPoint } from '@portal/shared/stats/stats.schemas';
import dayjs from 'dayjs';
import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';

/** Requests per day, small (a card's chart). Recharts is loaded only with this file, lazily. */
export default function RequestsChart({ points, height = 96 }: { points: ChartPoint[]; height?: number }) {
  const data = points.map((point) => ({ ...point, label: dayjs(point.date).format('DD MMM') }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
        <XAxis dataKey="label" hide />
        <Tooltip formatter={(value) => [value, 'Requests']} />
        <Area
          type="monotone"
          dataKey="count"
          stroke="var(--portal-primary)"
          fill="var(--portal-primary)"
          fillOpacity={0.15}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
