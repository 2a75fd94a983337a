import { Box, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import type { ReactNode } from "react";
import { colorVar, labelEvery, niceTicks, plainNumber, textWidth } from "./chart-scale";

export { compactNumber, plainNumber } from "./chart-scale";

// Small SVG charts for the few the app draws (bars, lines, both together, a donut). A charting
// library would be a hundred kilobytes for these; each chart here is a picture with a name for
// screen readers and the same figures in a table they can read.

export type ChartSeries = { name: string; label?: string; color: string };
export type ChartRow = Record<string, string | number>;

type CartesianProps = {
  data: ChartRow[];
  /** The field that names each category along the bottom, e.g. "week". */
  dataKey: string;
  /** Drawn as bars by BarChart, as lines by LineChart. */
  series: ChartSeries[];
  h: number;
  /** Names the chart for screen readers, e.g. "Attendance per week". */
  label: string;
  withLegend?: boolean;
  /** The top of the value axis; the largest value rounded up when not given. */
  max?: number;
  unit?: string;
  /** How a value reads in the table and the tooltips (amounts of money, for instance). */
  format?: (value: number) => string;
  /** How a value reads on the axis, when shorter than `format` (1.2M). */
  tickFormat?: (value: number) => string;
};

const MARGIN = { top: 18, right: 8, bottom: 26, left: 48 };
const AXIS_FONT_SIZE = 11;
// Colours go in style: presentation attributes (fill="...") do not read CSS variables.
const AXIS_TEXT = { fontSize: AXIS_FONT_SIZE, style: { fill: "var(--mantine-color-dimmed)" } } as const;
/** Room between a value label and the plot, and between two category labels. */
const LABEL_GAP = 6;
/** A category's name along the bottom, shortened past 14 characters. */
const categoryLabel = (c: string) => (c.length > 14 ? `${c.slice(0, 13)}…` : c);
const figure = (row: ChartRow, key: string) => Number(row[key] ?? 0) || 0;
/** A figure the shown language's way, at most one decimal. */
const plain = (v: number) => plainNumber(v);

function Legend({ series }: { series: ChartSeries[] }) {
  return (
    <Group gap="md" justify="center" mt="xs" aria-hidden>
      {series.map((s) => (
        <Group key={s.name} gap={6} wrap="nowrap">
          <Box w={12} h={12} style={{ borderRadius: 3, background: colorVar(s.color) }} />
          <Text fz="xs">{s.label ?? s.name}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The chart's figures as a table, for screen readers (the picture itself is one image to them). */
function FiguresTable(props: CartesianProps & { all: ChartSeries[] }) {
  const format = props.format ?? plain;
  return (
    <VisuallyHidden>
      <table>
        <caption>{props.label}</caption>
        <thead>
          <tr>
            <th scope="col">{props.dataKey}</th>
            {props.all.map((s) => (
              <th key={s.name} scope="col">
                {s.label ?? s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.data.map((row) => (
            <tr key={String(row[props.dataKey])}>
              <th scope="row">{row[props.dataKey]}</th>
              {props.all.map((s) => (
                <td key={s.name}>
                  {format(figure(row, s.name))}
                  {props.unit}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

type Plot = ReturnType<typeof usePlot>;

/** Scales for the categories along the bottom and the values up the side. */
function usePlot(props: CartesianProps, stacked: boolean, lines: ChartSeries[]) {
  const { ref, width } = useElementSize();
  const values = props.data.flatMap((row) => {
    const bars = props.series.map((s) => figure(row, s.name));
    const own = lines.map((s) => figure(row, s.name));
    const positive = bars.filter((v) => v > 0).reduce((a, b) => a + b, 0);
    const negative = bars.filter((v) => v < 0).reduce((a, b) => a + b, 0);
    return stacked ? [positive, negative, ...own] : [...bars, ...own];
  });
  const ticks = niceTicks(props.max ?? Math.max(0, ...values), 4, Math.min(0, ...values));
  const bottom = ticks[0] ?? 0;
  const top = ticks[ticks.length - 1] ?? 1;
  const plotHeight = props.h - MARGIN.top - MARGIN.bottom;
  // The value axis is as wide as its longest label ("GHS 12,000.00"), so no label is cut at the edge.
  const tickText = (t: number) => `${(props.tickFormat ?? props.format ?? plain)(t)}${props.unit ?? ""}`;
  const widest = Math.max(0, ...ticks.map((t) => textWidth(tickText(t), AXIS_FONT_SIZE)));
  const left = Math.max(MARGIN.left, Math.ceil(widest) + 2 * LABEL_GAP);
  const band = (Math.max(width, 1) - left - MARGIN.right) / Math.max(props.data.length, 1);
  const clamp = (v: number) => Math.max(bottom, Math.min(v, top));
  return {
    ref,
    width,
    ticks,
    tickText,
    left,
    band,
    y: (v: number) => MARGIN.top + plotHeight - ((clamp(v) - bottom) / (top - bottom)) * plotHeight,
    x: (i: number) => left + band * (i + 0.5),
    categories: props.data.map((row) => String(row[props.dataKey])),
  };
}

/** The value axis with its grid and the category labels, around the marks. */
function Axes({ plot, props, children }: { plot: Plot; props: CartesianProps; children: ReactNode }) {
  const names = plot.categories.map((c) => ({
    c,
    text: categoryLabel(c),
    w: textWidth(categoryLabel(c), AXIS_FONT_SIZE),
  }));
  const widest = Math.max(0, ...names.map((n) => n.w));
  const every = labelEvery(plot.categories.length, plot.width - plot.left - MARGIN.right, widest + LABEL_GAP);
  // A name at either end is moved in so that it stays whole inside the picture.
  const inside = (x: number, w: number) => Math.min(Math.max(x, w / 2), plot.width - w / 2);
  return (
    <svg width={plot.width} height={props.h} role="img" aria-label={props.label}>
      {plot.ticks.map((t) => (
        <g key={t}>
          <line
            x1={plot.left}
            x2={plot.width - MARGIN.right}
            y1={plot.y(t)}
            y2={plot.y(t)}
            style={{ stroke: "var(--mantine-color-gray-3)" }}
            strokeDasharray={t === 0 ? undefined : "3 3"}
          />
          <text x={plot.left - LABEL_GAP} y={plot.y(t) + 4} textAnchor="end" {...AXIS_TEXT}>
            {plot.tickText(t)}
          </text>
        </g>
      ))}
      {names.map(({ c, text, w }, i) =>
        i % every === 0 ? (
          <text key={c} x={inside(plot.x(i), w)} y={props.h - 8} textAnchor="middle" {...AXIS_TEXT}>
            {text}
          </text>
        ) : null,
      )}
      {children}
    </svg>
  );
}

function Lines({ plot, props, lines }: { plot: Plot; props: CartesianProps; lines: ChartSeries[] }) {
  const format = props.format ?? plain;
  return lines.map((s) => (
    <g key={s.name}>
      <polyline
        fill="none"
        style={{ stroke: colorVar(s.color) }}
        strokeWidth={2}
        points={props.data.map((row, i) => `${plot.x(i)},${plot.y(figure(row, s.name))}`).join(" ")}
      />
      {props.data.map((row, i) => (
        <circle
          key={plot.categories[i]}
          cx={plot.x(i)}
          cy={plot.y(figure(row, s.name))}
          r={3}
          style={{ fill: colorVar(s.color) }}
        >
          <title>{`${plot.categories[i]}: ${s.label ?? s.name} ${format(figure(row, s.name))}${props.unit ?? ""}`}</title>
        </circle>
      ))}
    </g>
  ));
}

/**
 * Vertical bars per category, side by side or stacked into one bar; `lines` adds series drawn
 * as lines over them (a running balance over monthly figures).
 */
export function BarChart(
  props: CartesianProps & { stacked?: boolean; withValueLabels?: boolean; lines?: ChartSeries[] },
) {
  const lines = props.lines ?? [];
  const plot = usePlot(props, props.stacked === true, lines);
  const format = props.format ?? plain;
  const perGroup = props.stacked ? 1 : props.series.length;
  const barWidth = Math.max(2, Math.min(48, (plot.band * 0.7) / perGroup));
  return (
    <div>
      <Box ref={plot.ref} h={props.h}>
        {plot.width > 0 && (
          <Axes plot={plot} props={props}>
            {props.data.map((row, i) => {
              let up = 0;
              let down = 0;
              return props.series.map((s, j) => {
                const v = figure(row, s.name);
                const from = props.stacked ? (v >= 0 ? up : down) : 0;
                if (v >= 0) up += v;
                else down += v;
                const left = props.stacked
                  ? plot.x(i) - barWidth / 2
                  : plot.x(i) - (barWidth * perGroup) / 2 + j * barWidth;
                const [y1, y2] = [plot.y(from + v), plot.y(from)].sort((a, b) => a - b) as [number, number];
                return (
                  <g key={`${plot.categories[i]}-${s.name}`}>
                    <rect
                      x={left}
                      y={y1}
                      width={barWidth - (perGroup > 1 ? 2 : 0)}
                      height={y2 - y1}
                      style={{ fill: colorVar(s.color) }}
                      rx={2}
                    >
                      <title>{`${plot.categories[i]}: ${s.label ?? s.name} ${format(v)}${props.unit ?? ""}`}</title>
                    </rect>
                    {props.withValueLabels && v !== 0 && (
                      <text x={left + barWidth / 2} y={y1 - 4} textAnchor="middle" {...AXIS_TEXT}>
                        {format(v)}
                      </text>
                    )}
                  </g>
                );
              });
            })}
            <Lines plot={plot} props={props} lines={lines} />
          </Axes>
        )}
      </Box>
      {props.withLegend && <Legend series={[...props.series, ...lines]} />}
      <FiguresTable {...props} all={[...props.series, ...lines]} />
    </div>
  );
}

/** One line per series across the categories. */
export function LineChart(props: CartesianProps) {
  const plot = usePlot({ ...props, series: [] }, false, props.series);
  return (
    <div>
      <Box ref={plot.ref} h={props.h}>
        {plot.width > 0 && (
          <Axes plot={plot} props={props}>
            <Lines plot={plot} props={props} lines={props.series} />
          </Axes>
        )}
      </Box>
      {props.withLegend && <Legend series={props.series} />}
      <FiguresTable {...props} all={props.series} />
    </div>
  );
}

export type DonutSlice = { name: string; value: number; color: string };

/** Parts of a whole as a ring, with the total (or `center`) in the middle and, if asked, a key. */
export function DonutChart(props: {
  data: DonutSlice[];
  size: number;
  thickness: number;
  center?: ReactNode;
  label: string;
  withLegend?: boolean;
  format?: (value: number) => string;
}) {
  const { size, thickness } = props;
  const format = props.format ?? plain;
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const total = props.data.reduce((sum, d) => sum + Math.max(0, d.value), 0);
  let offset = 0;
  return (
    <Group gap="lg" justify="center" wrap="wrap">
      <svg width={size} height={size} role="img" aria-label={props.label}>
        <g transform={`rotate(-90 ${size / 2} ${size / 2})`}>
          {props.data.map((d) => {
            const length = total > 0 ? (Math.max(0, d.value) / total) * circumference : 0;
            const slice = (
              <circle
                key={d.name}
                cx={size / 2}
                cy={size / 2}
                r={radius}
                fill="none"
                style={{ stroke: colorVar(d.color) }}
                strokeWidth={thickness}
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-offset}
              >
                <title>{`${d.name}: ${format(d.value)}`}</title>
              </circle>
            );
            offset += length;
            return slice;
          })}
        </g>
        <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" fontSize={18} fontWeight={700}>
          {props.center ?? format(total)}
        </text>
      </svg>
      {props.withLegend && (
        <Stack gap={6} aria-hidden>
          {props.data.map((d) => (
            <Group key={d.name} gap="xs" wrap="nowrap">
              <Box w={12} h={12} style={{ borderRadius: 3, background: colorVar(d.color) }} />
              <Text fz="sm">
                {d.name}: <b>{format(d.value)}</b>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <VisuallyHidden>
        <table>
          <caption>{props.label}</caption>
          <tbody>
            {props.data.map((d) => (
              <tr key={d.name}>
                <th scope="row">{d.name}</th>
                <td>{format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Group>
  );
}
