/**
 * The pie and bar charts of REQ-SECTION-5, drawn as inline SVG from the items (no chart library):
 * the editor's preview under the chart items and the live preview both use it. Each slice or
 * bar has a `<title>`, and the figure a text alternative listing every value.
 */
export interface ChartItem {
  value: number;
  color: string;
  label: string;
}

const SIZE = 160;

function pieSlices(items: readonly ChartItem[]) {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.value), 0);
  if (total <= 0) return [];
  let angle = -Math.PI / 2;
  const r = SIZE / 2 - 4;
  const c = SIZE / 2;
  return items.map((item) => {
    const share = Math.max(0, item.value) / total;
    const start = angle;
    angle += share * Math.PI * 2;
    if (share >= 0.9999) return { item, d: null as string | null, full: true };
    const large = share > 0.5 ? 1 : 0;
    const x1 = c + r * Math.cos(start);
    const y1 = c + r * Math.sin(start);
    const x2 = c + r * Math.cos(angle);
    const y2 = c + r * Math.sin(angle);
    return {
      item,
      d: `M${c},${c} L${x1.toFixed(2)},${y1.toFixed(2)} A${r},${r} 0 ${large} 1 ${x2.toFixed(2)},${y2.toFixed(2)} Z`,
      full: false,
    };
  });
}

export function ChartSvg({ kind, items }: { kind: 'pie' | 'bar'; items: readonly ChartItem[] }) {
  // no items, nothing to draw (and nothing to name)
  if (items.length === 0) return null;
  const summary = items.map((item) => `${item.label || '—'}: ${item.value}`).join(', ');
  if (kind === 'pie') {
    const slices = pieSlices(items);
    return (
      <svg
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={summary}
        data-chart="pie"
      >
        {slices.map(({ item, d, full }, index) =>
          full ? (
            <circle
              key={index}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={SIZE / 2 - 4}
              fill={item.color}
              data-slice
            >
              <title>{`${item.label}: ${item.value}`}</title>
            </circle>
          ) : (
            <path
              key={index}
              d={d ?? ''}
              fill={item.color}
              stroke="#fff"
              strokeWidth={1}
              data-slice
            >
              <title>{`${item.label}: ${item.value}`}</title>
            </path>
          ),
        )}
      </svg>
    );
  }
  const max = Math.max(1, ...items.map((item) => item.value));
  const width = Math.max(SIZE, items.length * 36);
  const barWidth = items.length > 0 ? width / items.length - 8 : 0;
  return (
    <svg
      width={width}
      height={SIZE}
      viewBox={`0 0 ${width} ${SIZE}`}
      role="img"
      aria-label={summary}
      data-chart="bar"
    >
      {items.map((item, index) => {
        const height = (Math.max(0, item.value) / max) * (SIZE - 8);
        return (
          <rect
            key={index}
            x={index * (barWidth + 8) + 4}
            y={SIZE - height}
            width={barWidth}
            height={height}
            fill={item.color}
            data-bar
          >
            <title>{`${item.label}: ${item.value}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
