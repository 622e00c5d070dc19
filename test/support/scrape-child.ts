// A scrape run in its own process, for the test that kills a run half-way:
// RvA's fixture register answers at once, INAB's scope PDFs never do, so the
// run is always caught with one body written and the other in flight.
//   node test/support/scrape-child.ts <rawDir> <ISO time>
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { adapter as inab } from '../../src/scrape/adapters/inab.ts';
import { adapter as rva } from '../../src/scrape/adapters/rva.ts';
import { scrape } from '../../src/scrape/runner.ts';
import * as inabRegister from '../fixtures/registers/inab/handlers.ts';
import * as rvaRegister from '../fixtures/registers/rva/handlers.ts';
import { robotsNotFound } from './msw.ts';
import { testHttp } from './scrape-http.ts';

const [rawDir, at] = process.argv.slice(2);
const hang = http.get('https://www.inab.ie/FileUpload/Scopes/:file', async () => {
  await delay('infinite');
});
const server = setupServer(hang, ...rvaRegister.handlers, ...inabRegister.handlers, robotsNotFound);
server.listen({ onUnhandledFrame: 'error' });
await scrape({
  rawDir: rawDir!,
  adapters: [rva, inab],
  concurrency: 2,
  now: () => new Date(at!),
  httpFor: () => testHttp({ timeoutMs: 600_000 }),
});
