// A tiny argument parser for the project's CLIs: --name value, --flag, and
// a clear error naming the option and what is allowed.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export function cliArgs<T extends NonNullable<ParseArgsConfig['options']>>(options: T, usage: string) {
  try {
    return parseArgs({ options, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\nusage: ${usage}`);
    process.exit(2);
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
