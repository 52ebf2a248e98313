import { capitalize } from '@/lib/money/transaction-status.ts';

// Spec §3: 'Game Stake' for gameStake, 'Funding' for funding and the older 'fund'; a Premium month
// 'Premium Subscription'; a contest's (a tournament's or a challenge's) 'Entry Fee' and 'Prize'; others
// capitalised.
const TYPE_LABELS: Readonly<Record<string, string>> = {
  gamestake: 'Game Stake',
  funding: 'Funding',
  fund: 'Funding',
  subscription: 'Premium Subscription',
  entryfee: 'Entry Fee',
  prize: 'Prize',
};

export function transactionTypeLabel(type: string): string {
  return TYPE_LABELS[type.toLowerCase()] ?? capitalize(type);
}
