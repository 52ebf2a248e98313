/** An amount as the console's domain functions give it: minor units and currency (http/admin-response.ts makes it `{ value, currency }`). */
export interface MinorMoney {
  minor: bigint;
  currency: string;
}

export const minorMoney = (minor: bigint | string | number, currency: string): MinorMoney => ({
  minor: BigInt(minor),
  currency,
});
