// The chart of a report (issue 12: where a person would rather look than read): orders by status (type 1), checks by
// status (type 2), each service's KPI pass rates (type 3), each service's delays by cause (type 4). recharts is loaded
// with this module only (ResultsCard imports it lazily), so no other page carries it. The chart is a picture of the
// tables beside it: the figure is titled, its aria-label says what it shows, and the tables hold every figure.
import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Heading } from '@radix-ui/themes';
import type { ReportTypeId } from './reportTypes';
import type { ReportAnswer, ReportRow } from './useReport';

interface Series {
  key: string;
  name: string;
  color: string;
  stack?: string;
}

interface ChartSpec {
  title: string;
  data: ReportRow[];
  category: string;
  series: Series[];
  unit?: string;
}

const n = (row: ReportRow | undefined, key: string) => Number(row?.[key] ?? 0);

const CAUSES: Series[] = [
  { key: 'Delay1', name: 'Administrative queue', color: 'var(--gray-9)', stack: 'd' },
  { key: 'Delay2', name: 'Identity verification issues', color: 'var(--indigo-9)', stack: 'd' },
  { key: 'Delay3', name: 'Third party response times', color: 'var(--orange-9)', stack: 'd' },
  { key: 'Delay4', name: 'Application corrections', color: 'var(--red-9)', stack: 'd' },
  { key: 'Delay5', name: 'Waiting on details from applicant', color: 'var(--green-11)', stack: 'd' },
];

export function chartOf(type: ReportTypeId, answer: ReportAnswer): ChartSpec | null {
  const total = answer.summary[0];
  switch (type) {
    case 1:
      if (!total) return null;
      return {
        title: 'Orders of the period by status',
        category: 'status',
        data: [
          { status: 'In progress', orders: n(total, 'oInProgress') },
          { status: 'Completed', orders: n(total, 'oCompleted') },
          { status: 'Invoiced', orders: n(total, 'oInvoiced') },
          { status: 'Cancelled', orders: n(total, 'oCancelled') },
        ],
        series: [{ key: 'orders', name: 'Orders', color: 'var(--indigo-9)' }],
      };
    case 2:
      if (!total) return null;
      return {
        title: 'Checks of the period by status and result',
        category: 'status',
        data: [
          { status: 'In progress', checks: n(total, 'cInProgress') },
          { status: 'Completed', checks: n(total, 'cCompleted') },
          { status: 'Cancelled', checks: n(total, 'cCancelled') },
          { status: 'Clear', checks: n(total, 'totalClearResults') },
          { status: 'Consider', checks: n(total, 'totalConsiderResults') },
        ],
        series: [{ key: 'checks', name: 'Checks', color: 'var(--indigo-9)' }],
      };
    case 3:
      if (answer.details.length === 0) return null;
      return {
        title: 'KPI pass rate by service (%)',
        category: 'Service',
        data: answer.details,
        series: [
          { key: 'KPI1PassPercent', name: 'KPI1 pass %', color: 'var(--indigo-9)' },
          { key: 'KPI2PassPercent', name: 'KPI2 pass %', color: 'var(--green-11)' },
        ],
        unit: '%',
      };
    case 4:
      if (answer.details.length === 0) return null;
      return { title: 'Delays by cause and service', category: 'Service', data: answer.details, series: CAUSES };
  }
}

/** Words for the chart's aria-label: every bar's figure, so a screen reader hears what the eye sees. */
function describe(spec: ChartSpec): string {
  const parts = spec.data.map((row) => {
    const values = spec.series.map((s) => `${s.name} ${row[s.key] ?? 0}`).join(', ');
    return `${row[spec.category]}: ${values}`;
  });
  return `${spec.title}. ${parts.join('; ')}.`;
}

/** Lines a tick label takes at most; what does not fit ends in '…' (the tooltip and the tables have it whole). */
const MAX_LINES = 3;
const LINE_HEIGHT = 14;
/** The average width of a character of the 12 px axis font, for fitting words to a width. */
const CHAR_WIDTH = 6.5;
/** How far names under upright bars slant when a word does not fit under its bar (degrees). */
const ANGLE = 40;

/**
 * A label cut into lines of at most `maxChars` characters at spaces (a word longer than a line is cut), at most
 * MAX_LINES of them, the last ending in '…' when the label does not fit.
 */
export function wrapLabel(text: string, maxChars: number): string[] {
  const width = Math.max(4, Math.floor(maxChars));
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    for (let rest = word; rest !== ''; ) {
      const candidate = line ? `${line} ${rest}` : rest;
      if (candidate.length <= width) {
        line = candidate;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1].slice(0, width - 1)}…`;
  return kept;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value: unknown };
}

/** An axis label wrapped to fit its room: under an upright bar (centred) or beside a lying one (right-aligned). */
function WrappedTick({ x: atX = 0, y: atY = 0, payload, maxChars, beside, angled }: TickProps & { maxChars: number; beside: boolean; angled: boolean }) {
  const x = Number(atX);
  const y = Number(atY);
  if (angled) {
    // Under a bar too narrow for a word ('Completed' at 390 px): the whole name, slanted, never cut mid-word.
    return (
      <text x={x} y={y + 10} textAnchor="end" fontSize={12} fill="var(--gray-11)" transform={`rotate(${-ANGLE}, ${x}, ${y + 10})`}>
        {String(payload?.value ?? '')}
      </text>
    );
  }
  const lines = wrapLabel(String(payload?.value ?? ''), maxChars);
  // Beside a bar the lines are centred on it; under one they start below the axis.
  const first = beside ? 4 - ((lines.length - 1) * LINE_HEIGHT) / 2 : 12;
  return (
    <text x={beside ? x - 4 : x} y={y} textAnchor={beside ? 'end' : 'middle'} fontSize={12} fill="var(--gray-11)">
      {lines.map((line, i) => (
        <tspan key={i} x={beside ? x - 4 : x} dy={i === 0 ? first : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** The width the chart is drawn at, followed as the window (or a phone's orientation) changes. */
function useWidth(drawn: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [drawn]);
  return { ref, width };
}

/** Below this width a phone is drawing: the names beside lying bars get less room. */
const NARROW = 480;
const MARGIN = { top: 8, right: 16, bottom: 8, left: 0 };

export function ReportChart({ type, answer }: { type: ReportTypeId; answer: ReportAnswer }) {
  const spec = chartOf(type, answer);
  const { ref, width } = useWidth(spec !== null);
  if (!spec) return null;
  // Services (types 3 and 4) are long names: their bars lie down, one row per service with its name beside it, which
  // a 390 px phone reads as well as a desktop. Statuses (types 1 and 2) are short: upright bars. Either way the names
  // are wrapped to the room they have, or slanted when a word is wider than its bar (statuses at 390 px), never drawn
  // over each other nor cut mid-word.
  const byService = spec.category === 'Service';
  const nameWidth = width > 0 && width < NARROW ? 112 : 150;
  const valueWidth = 36;
  const band = ((width || 600) - valueWidth - MARGIN.right) / Math.max(1, spec.data.length);
  const maxChars = byService ? (nameWidth - 8) / CHAR_WIDTH : (band - 6) / CHAR_WIDTH;
  const labels = spec.data.map((row) => String(row[spec.category] ?? ''));
  // A word wider than its bar's room would be cut: upright bars then slant their names instead.
  const angled = !byService && labels.some((label) => label.split(/\s+/).some((word) => word.length > Math.floor(maxChars)));
  const nameLines = angled ? 1 : Math.max(1, ...labels.map((label) => wrapLabel(label, maxChars).length));
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const slantHeight = Math.ceil(longest * CHAR_WIDTH * Math.sin((ANGLE * Math.PI) / 180)) + 20;
  // Room for the legend above the plot: the five causes take five lines on a phone.
  const legend = spec.series.length > 2 ? 120 : spec.series.length > 1 ? 32 : 0;
  const rowHeight = Math.max(48, nameLines * LINE_HEIGHT + 8);
  const axisHeight = angled ? slantHeight : nameLines * LINE_HEIGHT + 12;
  const height = byService ? 50 + legend + spec.data.length * rowHeight : 248 + legend + axisHeight;
  const values = { type: 'number' as const, tick: { fontSize: 12 }, allowDecimals: false, domain: spec.unit === '%' ? [0, 100] : undefined };
  const names = {
    type: 'category' as const,
    dataKey: spec.category,
    interval: 0 as const,
    tick: (props: TickProps) => <WrappedTick {...props} maxChars={maxChars} beside={byService} angled={angled} />,
  };
  return (
    <figure className="report-chart" ref={ref}>
      <figcaption>
        <Heading as="h3" size="3" mb="2">
          {spec.title}
        </Heading>
      </figcaption>
      <div role="img" aria-label={describe(spec)} className="report-chart-area">
        <ResponsiveContainer width="100%" height={height}>
          <BarChart
            data={spec.data}
            layout={byService ? 'vertical' : 'horizontal'}
            margin={MARGIN}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={!byService} vertical={byService} />
            {byService ? <XAxis {...values} /> : <XAxis {...names} height={axisHeight} />}
            {byService ? <YAxis {...names} width={nameWidth} /> : <YAxis {...values} width={valueWidth} />}
            <Tooltip />
            {spec.series.length > 1 ? <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12, paddingBottom: 8 }} /> : null}
            {spec.series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} stackId={s.stack} maxBarSize={48} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export default ReportChart;
