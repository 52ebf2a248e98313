import type { RateTable } from './rate-table.ts';

// Where exchange rates come from. The embedded default is a configured table (FX_RATES, overridden by what
// the operator CLI stores); a live feed is one more file implementing this, chosen in plugins/money-out.ts.

export interface FxRateProvider {
  readonly name: string;
  /** The rates to quote with now. */
  currentRates(): Promise<RateTable>;
}
