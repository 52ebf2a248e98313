import { TRANSFER_QUOTE_SECONDS } from '@gom/contract/transfers';
import { WITHDRAWAL_MINIMUMS } from '@gom/contract/withdrawals';
import type { WalletLimits } from '@gom/contract/wallets';
import type { WalletView } from './wallet-view.ts';

const BASIS_POINTS_PER_PERCENT = 100;

/** The limits that apply to a wallet, as its Settings show them. */
export function walletLimits(options: {
  wallet: WalletView;
  fundingMaxAmount: number;
  spreadBasisPoints: bigint;
}): WalletLimits {
  const { currency } = options.wallet;
  return {
    currency,
    fundingMax: { value: options.fundingMaxAmount, currency },
    withdrawalMin: { value: WITHDRAWAL_MINIMUMS[currency], currency },
    transferFeePercent: Number(options.spreadBasisPoints) / BASIS_POINTS_PER_PERCENT,
    transferQuoteSeconds: TRANSFER_QUOTE_SECONDS,
  };
}
