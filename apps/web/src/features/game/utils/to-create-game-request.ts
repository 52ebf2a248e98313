import type { CurrencyCode } from '@gom/contract/money';
import type { CreateGameRequest, GameForm } from '@gom/contract/games';

// The form of spec §5 as the payload of spec §3 (odds request and game creation alike). The stake is in
// the selected wallet's currency; the server checks it against the wallet again.

export function toCreateGameRequest(form: GameForm, currency: string): CreateGameRequest {
  return {
    numberOfQuestions: form.numberOfQuestions,
    league: form.league,
    from: form.fromYear,
    to: form.toYear,
    ...(form.goalType ? { goalType: form.goalType } : {}),
    difficulty: form.difficulty,
    stake: { value: Number(form.stakeValue), currency: currency as CurrencyCode },
    walletId: form.selectedWalletId,
  };
}
