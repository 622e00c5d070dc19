// npm run serve: compile the server (a fraction of a second), then become it.
import { runStep } from './run.ts';
import { execServer } from './server-bundle.ts';

try {
  // In a child: esbuild's service process goes with it, not into the server this process becomes.
  await runStep('build:server', 'scripts/server-bundle.ts');
} catch (error) {
  console.error(`serve: cannot compile the server: ${(error as Error).message}`);
  process.exit(1);
}
execServer();
