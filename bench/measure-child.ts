// Runs one script in this process and reports its wall time and peak RSS to
// the file named by BENCH_REPORT when the process exits.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [script, ...args] = process.argv.slice(2);
if (!script || !process.env.BENCH_REPORT) {
  console.error('usage: BENCH_REPORT=file node bench/measure-child.ts <script> [args...]');
  process.exit(2);
}
const report = process.env.BENCH_REPORT;
const started = performance.now();
process.on('exit', (code) => {
  writeFileSync(
    report,
    JSON.stringify({ code, ms: performance.now() - started, maxRssMb: process.resourceUsage().maxRSS / 1024 }),
  );
});
process.argv = [process.argv[0]!, path.resolve(script), ...args];
await import(pathToFileURL(path.resolve(script)).href);
