// The chart of a report (issue 12: where a person would rather look than read): orders by status (type 1), checks by
// status (type 2), each service's KPI pass rates (type 3), each service's delays by cause (type 4). recharts is loaded
// with this module only (ResultsCard imports it lazily), so no other page carries it. The chart is a picture of the
// tables beside it: the figure is titled, its aria-label says what it shows, and the tables hold every figure.
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

export function ReportChart({ type, answer }: { type: ReportTypeId; answer: ReportAnswer }) {
  const spec = chartOf(type, answer);
  if (!spec) return null;
  // Services (types 3 and 4) are long names: their bars lie down, one row per service with its name beside it, which
  // a 390 px phone reads as well as a desktop. Statuses (types 1 and 2) are short: upright bars.
  const byService = spec.category === 'Service';
  // Room for the legend above the plot: the five causes take five lines on a phone.
  const legend = spec.series.length > 2 ? 120 : spec.series.length > 1 ? 32 : 0;
  const height = byService ? 50 + legend + spec.data.length * 48 : 260 + legend;
  const values = { type: 'number' as const, tick: { fontSize: 12 }, allowDecimals: false, domain: spec.unit === '%' ? [0, 100] : undefined };
  const names = { type: 'category' as const, dataKey: spec.category, tick: { fontSize: 12 }, interval: 0 as const };
  return (
    <figure className="report-chart">
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
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={!byService} vertical={byService} />
            {byService ? <XAxis {...values} /> : <XAxis {...names} />}
            {byService ? <YAxis {...names} width={150} /> : <YAxis {...values} width={36} />}
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
