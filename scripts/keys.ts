// npm run --silent keys -- issue --tier <tier> --label <text> | list | revoke <id>
// Issues, lists and revokes API keys in the keys file (KEYS_FILE, default data/keys.json).
// The key text is printed once, at issue; the file keeps only its hash.
import { isKeyId } from '../src/api/auth/api-keys.ts';
import { TIERS, type Tier } from '../src/domain/types.ts';
import { DEFAULT_KEYS_FILE, issueKey, labelProblem, listKeys, revokeKey, tierProblem, type KeyRecord } from '../src/api/auth/key-store.ts';
import { cliArgs, fail } from './args.ts';

const USAGE = [
  `npm run --silent keys -- issue --tier <${TIERS.join('|')}> --label <text>`,
  '       npm run --silent keys -- list',
  '       npm run --silent keys -- revoke <id>',
  `KEYS_FILE overrides the keys file (default ${DEFAULT_KEYS_FILE}).`,
].join('\n');
const COMMANDS = ['issue', 'list', 'revoke'] as const;

/** A mistake in how the CLI was called: exit code 2, with the usage. */
function usageError(message: string): never {
  console.error(`${message}\n\nusage: ${USAGE}`);
  process.exit(2);
}

function keysFile(): string {
  const file = process.env.KEYS_FILE ?? DEFAULT_KEYS_FILE;
  if (file.trim() === '') usageError('KEYS_FILE must be a file path when set; got an empty value');
  return file;
}

/** Options given to a command that does not take them. */
function rejectOptions(command: string, values: Record<string, unknown>, allowed: readonly string[]): void {
  const extra = Object.keys(values).filter((name) => !allowed.includes(name));
  if (extra.length) usageError(`${command} does not take --${extra.join(', --')}; it takes ${allowed.length ? allowed.map((o) => `--${o}`).join(' and ') : 'no options'}`);
}

async function issue(file: string, tier: string | undefined, label: string | undefined): Promise<void> {
  if (tier === undefined) usageError(`issue needs --tier, one of ${TIERS.join(', ')}`);
  if (label === undefined) usageError('issue needs --label <text> (1 to 200 characters) saying whom the key is for');
  const problem = tierProblem(tier) ?? labelProblem(label);
  if (problem) usageError(problem);
  const { key, record } = await issueKey(file, { tier: tier as Tier, label });
  process.stdout.write(`${key}\n`);
  console.error(`Issued key ${record.id} (tier ${record.tier}, label "${record.label}") into ${file}.`);
  console.error('The key is shown this once: store it now. Only its SHA-256 hash is kept.');
}

function table(records: readonly KeyRecord[]): string {
  const header = ['id', 'tier', 'active', 'label', 'created_at', 'revoked_at', 'hash'];
  // Never the key, and only enough of the hash to tell records apart.
  const rows = records.map((r) => [r.id, r.tier, r.active ? 'yes' : 'no', r.label, r.created_at, r.revoked_at ?? '-', `${r.hash.slice(0, 8)}…`]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => [...(row[i] ?? '')].length)));
  const line = (cells: string[]) => cells.map((c, i) => c + ' '.repeat((widths[i] ?? 0) - [...c].length)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

async function list(file: string): Promise<void> {
  const records = await listKeys(file);
  if (records.length === 0) {
    console.error(`no keys in ${file}`);
    return;
  }
  process.stdout.write(`${table(records)}\n`);
}

async function revoke(file: string, id: string | undefined): Promise<void> {
  if (id === undefined) usageError('revoke needs the id of the key (the 8 characters shown by list)');
  if (!isKeyId(id)) usageError(`revoke needs a key id: the 8 letters or digits shown by list; got '${id}'`);
  const now = new Date();
  const record = await revokeKey(file, id, now);
  const when = record.revoked_at === now.toISOString() ? `revoked at ${record.revoked_at}` : `was already revoked at ${record.revoked_at}`;
  process.stdout.write(`${record.id} (tier ${record.tier}, label "${record.label}", created ${record.created_at}) ${when}\n`);
}

const { values, positionals } = cliArgs({ tier: { type: 'string' }, label: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, USAGE);
if (values.help) {
  process.stdout.write(`usage: ${USAGE}\n`);
  process.exit(0);
}
const [command, ...rest] = positionals;
if (command === undefined) usageError(`missing command: one of ${COMMANDS.join(', ')}`);
const file = keysFile();
try {
  if (command === 'issue') {
    rejectOptions('issue', values, ['tier', 'label']);
    if (rest.length) usageError(`issue takes no arguments besides --tier and --label; got '${rest.join(' ')}'`);
    await issue(file, values.tier, values.label);
  } else if (command === 'list') {
    rejectOptions('list', values, []);
    if (rest.length) usageError(`list takes no arguments; got '${rest.join(' ')}'`);
    await list(file);
  } else if (command === 'revoke') {
    rejectOptions('revoke', values, []);
    if (rest.length > 1) usageError(`revoke takes one key id; got ${rest.length}: '${rest.join(' ')}'`);
    await revoke(file, rest[0]);
  } else {
    usageError(`unknown command '${command}': use one of ${COMMANDS.join(', ')}`);
  }
} catch (error) {
  // Store errors (unknown id, unreadable or invalid file) carry a message made for people: no stack trace.
  fail(`keys ${command}: ${(error as Error).message}`);
}
