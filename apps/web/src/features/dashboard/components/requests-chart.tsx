import type { ChartPoint } from '@portal/shared/stats/stats.schemas';
import dayjs from 'dayjs';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const formatter = new Intl.NumberFormat('en-US');

/**
 * Total API requests per day (001 §2, §9: axis labels DD MMM; a point's tooltip gives its date and count). Loaded
 * lazily with Recharts.
 */
export default function RequestsChart({ points, height = 260 }: { points: ChartPoint[]; height?: number }) {
  const data = points.map((point) => ({ ...point, label: dayjs(point.date).format('DD MMM') }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--portal-border, rgba(128,128,128,0.2))" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'currentColor' }} tickLine={false} minTickGap={16} />
        <YAxis
          allowDecimals={false}
          width={40}
          tick={{ fontSize: 12, fill: 'currentColor' }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          labelFormatter={(_label, payload) => {
            const date = (payload?.[0]?.payload as { date?: string } | undefined)?.date;
            return date ? dayjs(date).format('ddd MMM DD, YYYY') : '';
          }}
          formatter={(value) => [formatter.format(Number(value)), 'Requests']}
          contentStyle={{ background: 'var(--portal-surface, #fff)', color: 'inherit', borderRadius: 8 }}
        />
        <Area
          isAnimationActive={false}
          type="monotone"
          dataKey="count"
          name="Requests"
          stroke="var(--portal-primary)"
          fill="var(--portal-primary)"
          fillOpacity={0.15}
          strokeWidth={2}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
