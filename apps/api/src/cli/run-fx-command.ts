// The operator's command over exchange rates (`npm run fx -- <command>`). Kept apart from the entry file so
// tests run it in-process against a test database.
import { parseArgs } from 'node:util';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { formatRates, parseRates } from '../domain/fx/rate-table.ts';
import { createTableRateProvider, storeRateTable } from '../domain/fx/table-rate-provider.ts';
import { EXIT_USAGE } from './open-cli-database.ts';

export const FX_USAGE = `Usage: npm run fx -- <command>

Commands:
  show                              print the rates transfers are quoted with now, and their 'as of' time
  set <CODE=rate,...> [--as-of T]   store a new table (units per 1 USD, e.g. EUR=0.93,NGN=1610); every
                                    later quote uses it. --as-of defaults to now (ISO date-time)`;

export interface FxCommandContext {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export async function runFxCommand(argv: readonly string[], context: FxCommandContext): Promise<number> {
  const { config, database, clock, stdout, stderr } = context;
  const [command, ...rest] = argv;
  const provider = createTableRateProvider({ db: database.db, configured: config.fxRates });
  if (command === 'show') {
    const table = await provider.currentRates();
    stdout.write(`${formatRates(table.perUsd)}\nas of ${table.asOf.toISOString()}\n`);
    return 0;
  }
  if (command === 'set') {
    const { positionals, values } = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: { 'as-of': { type: 'string' } },
    });
    const parsed = parseRates(positionals.join(','));
    if (positionals.length === 0 || 'problem' in parsed) {
      stderr.write(`${'problem' in parsed ? parsed.problem : 'no rates given'}\n${FX_USAGE}\n`);
      return EXIT_USAGE;
    }
    const asOf = values['as-of'] ? new Date(values['as-of']) : clock.now();
    if (Number.isNaN(asOf.getTime())) {
      stderr.write(`--as-of must be an ISO date-time (got ${JSON.stringify(values['as-of'])})\n`);
      return EXIT_USAGE;
    }
    // Currencies left out keep their current rate: an operator updates the ones that moved.
    const current = await provider.currentRates();
    const table = { perUsd: { ...current.perUsd, ...parsed.perUsd }, asOf };
    await storeRateTable({ db: database.db, table, now: clock.now() });
    stdout.write(`stored: ${formatRates(table.perUsd)}\nas of ${asOf.toISOString()}\n`);
    return 0;
  }
  stderr.write(`${FX_USAGE}\n`);
  return EXIT_USAGE;
}
