// Progress for long-running commands: a live line on a terminal, nothing when
// piped (CI logs stay readable), and always a one-line summary at the end.
import type { Progress } from '../src/build/build-data.ts';

export function createProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const live = Boolean(stream.isTTY);
  let lastWrite = 0;
  return {
    update(label, done, total) {
      if (!live) return;
      const now = Date.now();
      if (done < total && now - lastWrite < 80) return;
      lastWrite = now;
      const pct = total > 0 ? Math.floor((done / total) * 100) : 100;
      stream.write(`\r\x1b[2K${label} ${done}/${total} (${pct}%)`);
    },
    done(summary) {
      if (live) stream.write('\r\x1b[2K');
      stream.write(`${summary}\n`);
    },
  };
}
