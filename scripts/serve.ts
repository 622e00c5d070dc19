// npm run serve: compile the server (a fraction of a second), then become it.
import { buildServer, execServer } from './server-bundle.ts';

try {
  await buildServer();
} catch (error) {
  console.error(`serve: cannot compile the server: ${(error as Error).message}`);
  process.exit(1);
}
execServer();
