import { BarChart, LineChart } from '@mantine/charts';
import chartsCss from '@mantine/charts/styles.css?inline';

// The app ships one stylesheet (vite.config.ts: cssCodeSplit false); the charts' 2 KB of CSS
// would land in it and every screen, /login too, would load it. Inlined here, it comes with
// this chunk instead.
if (typeof document !== 'undefined' && !document.getElementById('mantine-charts-css')) {
  const style = document.createElement('style');
  style.id = 'mantine-charts-css';
  style.textContent = chartsCss;
  document.head.append(style);
}

/**
 * The dashboard's charts: the only importers of `@mantine/charts` (and recharts), behind
 * `React.lazy` in `dashboard-panels.tsx`, so this chunk loads only when a chart is drawn and
 * neither the shell nor any list pulls it (the budget of the first signed-in screens, REQ-PERF-2).
 * Each chart is decoration for sighted users: its panel carries the same figures as a table
 * for assistive technology, so the SVG is hidden from it.
 */
export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface ChartProps {
  data: Record<string, string | number>[];
  dataKey: string;
  series: ChartSeries[];
  height: number;
  /** formats an axis tick and a tooltip value */
  format: (value: number) => string;
  /**
   * Bars lie along the value axis, one named row each: long category names (offers) stay
   * readable, where under upright bars the axis printed every other one.
   */
  horizontal?: boolean;
}

export function DashboardBarChart({
  data,
  dataKey,
  series,
  height,
  format,
  horizontal = false,
}: ChartProps) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={height}
        data={data}
        dataKey={dataKey}
        series={series}
        valueFormatter={format}
        withLegend={series.length > 1}
        {...(horizontal
          ? {
              orientation: 'vertical' as const,
              tickLine: 'x' as const,
              gridAxis: 'x' as const,
              yAxisProps: { width: 150, interval: 0 },
            }
          : { tickLine: 'y' as const, gridAxis: 'y' as const })}
        // recharts' keyboard layer makes the SVG focusable inside aria-hidden: the table is the
        // accessible form of these figures
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}

export function DashboardLineChart({ data, dataKey, series, height, format }: ChartProps) {
  return (
    <div aria-hidden="true">
      <LineChart
        h={height}
        data={data}
        dataKey={dataKey}
        series={series}
        valueFormatter={format}
        withLegend
        curveType="linear"
        lineChartProps={{ accessibilityLayer: false }}
        tickLine="y"
        gridAxis="y"
      />
    </div>
  );
}
