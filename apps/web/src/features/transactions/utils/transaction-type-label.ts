import { capitalize } from '@/lib/money/transaction-status.ts';

// Spec §3: 'Game Stake' for gameStake, 'Funding' for funding and the older 'fund'; a Premium month
// 'Premium Subscription'; a contest's entry fee and prize 'Tournament Entry' and 'Tournament Prize'; others
// capitalised.
const TYPE_LABELS: Readonly<Record<string, string>> = {
  gamestake: 'Game Stake',
  funding: 'Funding',
  fund: 'Funding',
  subscription: 'Premium Subscription',
  entryfee: 'Tournament Entry',
  prize: 'Tournament Prize',
};

export function transactionTypeLabel(type: string): string {
  return TYPE_LABELS[type.toLowerCase()] ?? capitalize(type);
}
