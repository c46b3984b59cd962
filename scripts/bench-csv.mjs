// Times the wizard's CSV upload rules (src/features/ordering/csv/csvRules.ts) on a generated file of 10,000 applicants:
// parse with papaparse and check every row, as the Web Worker does in the browser. Run with
//   node --import tsx scripts/bench-csv.mjs [rows]
// It prints the median and the slowest of several runs, and fails if a run does not take every row.
import { performance } from 'node:perf_hooks';
import { readCsv } from '../src/features/ordering/csv/csvRules.ts';

const rows = Number(process.argv[2] ?? 10_000);
const RUNS = 7;

const FIRST = ['Olivia', 'Jack', 'Charlotte', 'William', 'Amelia', 'Noah', 'Isla', 'Oliver', 'Mia', 'Leo'];
const LAST = ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson'];

function generate(count) {
  const lines = ['FirstName,MiddleName,SurName,Email,Phone'];
  for (let i = 0; i < count; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    // Spaces around some cells, a middle name on every third row, a quoted surname now and then: what real files hold.
    const surname = i % 50 === 0 ? `"${last}, Jr"` : last;
    lines.push(` ${first} ,${i % 3 === 0 ? 'Jane' : ''},${surname},${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com.au, 04${String(i).padStart(8, '0')}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

const text = generate(rows);
const timings = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const result = readCsv(text);
  timings.push(performance.now() - start);
  if (result.errors.length || result.applicants.length !== rows) {
    console.error(`Run ${run + 1}: expected ${rows} applicants and no errors, got ${result.applicants.length} and`, result.errors.slice(0, 5));
    process.exit(1);
  }
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(RUNS / 2)];
console.log(
  `CSV parse-and-validate, ${rows.toLocaleString('en-AU')} rows (${(text.length / 1024).toFixed(0)} KB): ` +
    `median ${median.toFixed(1)} ms, slowest ${timings.at(-1).toFixed(1)} ms over ${RUNS} runs (the first warms up the JIT).`,
);
