import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { CopyIcon, SwordsIcon } from 'lucide-react';
import { toast } from 'sonner';
import { QUESTIONS_MAX, QUESTIONS_MIN, STAKE_MAX, STAKE_MIN, type Difficulty } from '@gom/contract/constants';
import type { Challenge } from '@gom/contract/contests';
import { DIFFICULTY_LEVELS } from '@gom/contract/games';
import { FormError, PendingButton } from '@/components/form-parts.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { WalletSelect } from '@/components/wallet/wallet-select.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useWallets } from '@/lib/money/get-wallets.ts';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useCreateChallenge } from '../api/challenges.ts';

// "Challenge a friend" (decision 0160): a wallet, a stake, how many questions and the level. Making it holds the
// stake; the dialog then shows the link to send (copied with one tap) and the way to the challenge's page.

export const STAKE_RANGE_MESSAGE = `Enter a stake between ${STAKE_MIN} and ${STAKE_MAX}`;
export const WALLET_REQUIRED_MESSAGE = 'Please choose a wallet';
const QUESTION_COUNTS = Array.from({ length: QUESTIONS_MAX - QUESTIONS_MIN + 1 }, (_, index) => QUESTIONS_MIN + index);

export function CreateChallengeDialog(props: { userId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { userId, open, onOpenChange } = props;
  const wallets = useWallets(userId);
  const create = useCreateChallenge(userId);
  const [walletId, setWalletId] = useState<string | undefined>();
  const [stake, setStake] = useState('2');
  const [questions, setQuestions] = useState(String(QUESTIONS_MIN));
  const [difficulty, setDifficulty] = useState<Difficulty>('normal');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Challenge | null>(null);
  const chosenWallet = walletId ?? wallets.data?.find((wallet) => wallet.default)?.id ?? wallets.data?.[0]?.id;

  function handleOpenChange(next: boolean) {
    if (!next) {
      setCreated(null);
      setError(null);
      create.reset();
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const value = Number(stake);
    if (!chosenWallet) return setError(WALLET_REQUIRED_MESSAGE);
    if (!Number.isFinite(value) || value < STAKE_MIN || value > STAKE_MAX) return setError(STAKE_RANGE_MESSAGE);
    setError(null);
    create.mutate(
      { walletId: chosenWallet, stake: value, numberOfQuestions: Number(questions), difficulty },
      {
        onSuccess: setCreated,
        onError: (failure) => setError(isApiError(failure) ? failure.message : 'Could not make the challenge.'),
      },
    );
  }

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied', { description: 'Send it to your friend.' });
    } catch {
      toast.info('Copy the link from the box');
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Challenge a friend</DialogTitle>
          <DialogDescription>
            You both call the same clips. The better caller takes both stakes, less the house’s share.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="flex flex-col gap-4" data-testid="challenge-created">
            <p className="text-sm">
              Your {formatMoney(created.stake)} stake is held. Send this link to your friend: it works for 24 hours.
            </p>
            <div className="flex gap-2">
              <Input readOnly value={created.link ?? ''} aria-label="Challenge link" data-testid="challenge-link" />
              <Button type="button" variant="outline" onClick={() => void copyLink(created.link ?? '')}>
                <CopyIcon aria-hidden="true" />
                Copy
              </Button>
            </div>
            <DialogFooter>
              <Button asChild>
                <Link to={`/challenges/${created.id}`}>Open the challenge</Link>
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="challenge-wallet">Wallet</Label>
              <WalletSelect
                id="challenge-wallet"
                wallets={wallets.data ?? []}
                value={chosenWallet}
                onChange={setWalletId}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="challenge-stake">Stake</Label>
              <Input
                id="challenge-stake"
                inputMode="decimal"
                value={stake}
                onChange={(event) => setStake(event.target.value)}
                aria-describedby="challenge-error"
              />
            </div>
            <div className="grid grid-cols-2 gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor="challenge-questions">Questions</Label>
                <Select value={questions} onValueChange={setQuestions}>
                  <SelectTrigger id="challenge-questions">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {QUESTION_COUNTS.map((count) => (
                      <SelectItem key={count} value={String(count)}>
                        {count}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="challenge-level">Level</Label>
                <Select value={difficulty} onValueChange={(level) => setDifficulty(level as Difficulty)}>
                  <SelectTrigger id="challenge-level">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {DIFFICULTY_LEVELS.map((level) => (
                      <SelectItem key={level.level} value={level.level}>
                        {level.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
            <FormError id="challenge-error" message={error} />
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => handleOpenChange(false)}>
                Cancel
              </Button>
              <PendingButton type="submit" pending={create.isPending}>
                <SwordsIcon aria-hidden="true" />
                Make the challenge
              </PendingButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
