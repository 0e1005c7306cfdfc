// Run by suites/file-parse.ts in a child process of its own (`node --import tsx --max-old-space-size=… this N`), so
// its resident memory is the parse's alone and the heap limit is the budget: prints one JSON line of figures.
import { getFileLayout } from '../../apps/server/src/connectors/files/file-layouts';
import { parseDeliveredFile } from '../../apps/server/src/connectors/files/parse-delivered-file';
import { sampleCsvFile } from '../../apps/server/src/connectors/files/sample-file';

const rows = Number(process.argv[2] ?? 1_000_000);
const layout = getFileLayout('dustin')!;
const mib = (bytes: number) => bytes / 1024 / 1024;
let peakRss = process.memoryUsage().rss;
let peakHeap = process.memoryUsage().heapUsed;
const startRss = peakRss;
// Sampled per batch: a stream read from memory never yields to timers, so an interval would not fire.
function sample() {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
}
const started = performance.now();
let records = 0;
for await (const batch of parseDeliveredFile(sampleCsvFile(layout, rows), 'price-list.csv', layout)) {
  records += batch.length;
  if (records % 10_000 === 0) sample();
}
sample();
const ms = performance.now() - started;
console.log(
  JSON.stringify({ records, ms, startRssMiB: mib(startRss), peakRssMiB: mib(peakRss), peakHeapMiB: mib(peakHeap) }),
);
