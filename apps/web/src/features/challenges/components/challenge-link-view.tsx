import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SwordsIcon } from 'lucide-react';
import { CHALLENGE_CURRENCY_MESSAGE } from '@gom/contract/contests';
import { DIFFICULTY_LEVELS } from '@gom/contract/games';
import { FormError, PendingButton } from '@/components/form-parts.tsx';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { PlayerName } from '@/components/player/player-avatar.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { WalletSelect } from '@/components/wallet/wallet-select.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useWallets } from '@/lib/money/get-wallets.ts';
import { useAcceptChallenge, useChallengePreview } from '../api/challenges.ts';
import { CHALLENGE_STATUS_LABELS } from '../utils/challenge-text.ts';

// The link's page (/challenge/:token, signed in): who challenges you, for what stake and on what set, and Accept
// with a wallet in the challenge's currency (the same stake is held, and you become friends). Then the challenge's
// own page, where each plays their side.

export function ChallengeLinkView({ userId, token }: { userId: string; token: string }) {
  const preview = useChallengePreview(token);
  const wallets = useWallets(userId);
  const accept = useAcceptChallenge(userId);
  const navigate = useNavigate();
  const [walletId, setWalletId] = useState<string | undefined>();

  if (preview.isPending) return <Skeleton className="m-8 h-64" />;
  if (preview.isError) {
    return (
      <PageLayout title="Challenge">
        <LoadErrorCard title={preview.error.message} onRetry={() => void preview.refetch()} />
      </PageLayout>
    );
  }
  const challenge = preview.data;
  const level = DIFFICULTY_LEVELS.find((candidate) => candidate.level === challenge.difficulty)?.label;
  const inCurrency = (wallets.data ?? []).filter((wallet) => wallet.currency === challenge.stake.currency);
  const chosen = walletId ?? inCurrency[0]?.id;
  const own = challenge.createdBy.userId === userId;
  const error = accept.isError ? (isApiError(accept.error) ? accept.error.message : 'Could not accept.') : null;

  function handleAccept() {
    if (!chosen) return;
    accept.mutate({ token, walletId: chosen }, { onSuccess: (taken) => void navigate(`/challenges/${taken.id}`) });
  }

  return (
    <PageLayout title="You have been challenged">
      <Card className="mx-auto w-full max-w-lg">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <PlayerName player={challenge.createdBy} />
            <span className="text-muted-foreground">challenges you</span>
          </CardTitle>
          <CardDescription data-testid="challenge-terms">
            {challenge.numberOfQuestions} questions · {level} · stake {formatMoney(challenge.stake)} · the winner takes{' '}
            {formatMoney(challenge.prize)}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {own ? (
            <p className="text-sm">
              This is your own challenge.{' '}
              <Link className="text-primary underline-offset-4 hover:underline" to={`/challenges/${challenge.id}`}>
                Open it
              </Link>
            </p>
          ) : challenge.status !== 'open' ? (
            <p className="text-sm" data-testid="challenge-unavailable">
              {CHALLENGE_STATUS_LABELS[challenge.status]}: this link can no longer be accepted.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                You both call the same clips, each in your own time. Accepting holds your stake and makes you friends.
              </p>
              <div className="flex flex-col gap-2">
                <Label htmlFor="accept-wallet">Wallet</Label>
                <WalletSelect id="accept-wallet" wallets={inCurrency} value={chosen} onChange={setWalletId} />
                {!wallets.isPending && inCurrency.length === 0 && (
                  <p className="text-sm text-muted-foreground">
                    {CHALLENGE_CURRENCY_MESSAGE}{' '}
                    <Link className="text-primary underline-offset-4 hover:underline" to="/wallet">
                      Open a {challenge.stake.currency} wallet
                    </Link>
                  </p>
                )}
              </div>
              <FormError id="accept-error" message={error} />
              <PendingButton size="lg" pending={accept.isPending} disabled={!chosen} onClick={handleAccept}>
                <SwordsIcon aria-hidden="true" />
                Accept the challenge
              </PendingButton>
            </>
          )}
        </CardContent>
      </Card>
    </PageLayout>
  );
}
