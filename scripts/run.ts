// Run one step of the pipeline as a child on this same Node, inheriting output.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';

export function runStep(label: string, script: string, args: readonly string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export const ASTRO_CLI = 'node_modules/astro/bin/astro.mjs';

export async function hasFiles(dir: string, suffix = ''): Promise<boolean> {
  try {
    return (await readdir(dir)).some((name) => name.endsWith(suffix));
  } catch {
    return false;
  }
}
