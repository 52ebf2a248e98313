import { WITHDRAWAL_MINIMUMS, type WithdrawalDestination } from '@gom/contract/withdrawals';
import { DomainError } from '../domain-error.ts';
import { unitsToMinor } from '../ledger/minor-units.ts';
import { dateOfBirthRequired } from '../safer-play/safer-play-refusals.ts';
import type { WalletView } from '../wallets/wallet-view.ts';
import type { PayoutProvider } from './payout-provider.ts';

// Every rule a withdrawal must pass before money is held that needs nothing but the request, in one list; a new
// one is one more function here. Two checks read the database and run inside the withdrawal's transaction instead:
// the closed loop (refund/closed-loop-rule.ts) and available money, which the hold itself refuses atomically, so
// money a game holds can never be withdrawn.

export interface WithdrawalCandidate {
  wallet: WalletView;
  /** Minor units of the wallet's currency. */
  amount: bigint;
  destination: WithdrawalDestination;
  provider: PayoutProvider;
  /** Accounts made before sign-up asked for a date of birth give it before their next withdrawal. */
  dateOfBirthKnown: boolean;
}

type WithdrawalRule = (candidate: WithdrawalCandidate) => DomainError | undefined;

// A refund costs no payout fee, so any amount may go back to a payment.
const atLeastTheMinimum: WithdrawalRule = ({ wallet, amount, destination }) => {
  if (destination.fundingId !== undefined) return undefined;
  const minimum = WITHDRAWAL_MINIMUMS[wallet.currency];
  if (amount >= unitsToMinor(minimum, wallet.currency)) return undefined;
  const message = `The minimum withdrawal is ${minimum} ${wallet.currency}`;
  return new DomainError('INVALID_INPUT', message, { 'amount.value': message });
};

const providerPaysThisCurrency: WithdrawalRule = ({ wallet, provider }) =>
  provider.supportsCurrency(wallet.currency)
    ? undefined
    : new DomainError('BUSINESS_RULE', `${wallet.currency} withdrawals are not available with this payout provider`);

const providerCanReachTheDestination: WithdrawalRule = ({ wallet, destination, provider }) => {
  const problems = provider.destinationProblems(wallet.currency, destination);
  const first = Object.values(problems)[0];
  return first ? new DomainError('INVALID_INPUT', first, problems) : undefined;
};

const dateOfBirthGiven: WithdrawalRule = ({ dateOfBirthKnown }) =>
  dateOfBirthKnown ? undefined : dateOfBirthRequired();

export const WITHDRAWAL_RULES: readonly WithdrawalRule[] = [
  dateOfBirthGiven,
  atLeastTheMinimum,
  providerPaysThisCurrency,
  providerCanReachTheDestination,
];

/** Throws the first rule's refusal; nothing has been written yet. */
export function assertWithdrawalAllowed(candidate: WithdrawalCandidate): void {
  for (const rule of WITHDRAWAL_RULES) {
    const refusal = rule(candidate);
    if (refusal) throw refusal;
  }
}
