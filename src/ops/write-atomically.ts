// Replacing a file so that readers see the old one or the new one, never half
// of either: write a temporary file in the same directory, flush it to disk,
// then rename it over the target (a rename within one directory is atomic).
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export async function writeFileAtomically(file: string, text: string, options: { mode?: number } = {}): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx', options.mode ?? 0o644);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
