// Prints bench/results/core.json as the Markdown rows used in docs/benchmarks.md.
import { readFileSync } from 'node:fs';

const results = JSON.parse(readFileSync(new URL('../bench/results/core.json', import.meta.url), 'utf8'));
for (const row of results.commands) {
  console.log(`| ${row.kind} | ${row.p50.toFixed(3)} | ${row.p95.toFixed(3)} | ${row.entryBytes || ''} |`);
}
const { replay } = results;
console.log(
  `\nReplay: ${replay.events.toLocaleString('en')} events in ${replay.seconds.toFixed(2)} s = **${replay.perSecond.toLocaleString('en')} events/s**.`,
);
console.log(`Budgets met: ${results.budgetsMet ? 'yes' : 'no'} (run of ${results.date}).`);
