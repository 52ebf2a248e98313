import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { CheckIcon, UserPlusIcon, XIcon } from 'lucide-react';
import { toast } from 'sonner';
import { friendRequestBodySchema, type Friend } from '@gom/contract/friends';
import { shownNameOf } from '@gom/contract/players';
import { FormError, PendingButton } from '@/components/form-parts.tsx';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { PlayerAvatar } from '@/components/player/player-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useAcceptFriendRequest } from '../api/accept-friend-request.ts';
import { useFriends } from '../api/get-friends.ts';
import { useRemoveFriend } from '../api/remove-friend.ts';
import { useRemoveFriendRequest } from '../api/remove-friend-request.ts';
import { useSendFriendRequest } from '../api/send-friend-request.ts';

// Managing friends beside the Friends board: ask a player by username or display name, answer the requests sent
// to you, cancel yours, remove a friend. A refusal (unknown name, yourself, already friends, the limit) shows
// under the field in the server's words and changes nothing.

const FAILURE_MESSAGE = 'Something went wrong, please try again';

function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : FAILURE_MESSAGE;
}

function PersonRow({ player, children }: { player: Friend; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 py-1.5">
      <PlayerAvatar player={player} />
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{shownNameOf(player)}</span>
      <span className="flex shrink-0 gap-1">{children}</span>
    </li>
  );
}

function AddFriendForm({ userId }: { userId: string }) {
  const send = useSendFriendRequest(userId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = friendRequestBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FAILURE_MESSAGE);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: (result) => {
        const shown = shownNameOf(result.player);
        if (result.status === 'friends')
          toast.success('Friend Added', { description: `You and ${shown} are friends now.` });
        else toast.success('Friend Request Sent', { description: `${shown} sees your request and can accept it.` });
        setName('');
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Add a friend" className="flex flex-col gap-2">
      <Label htmlFor="friend-name">Username or display name</Label>
      <div className="flex gap-2">
        <Input
          id="friend-name"
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'friend-name-error' : undefined}
        />
        <PendingButton type="submit" pending={send.isPending}>
          <UserPlusIcon aria-hidden="true" />
          Add Friend
        </PendingButton>
      </div>
      <FormError id="friend-name-error" message={error} />
    </form>
  );
}

export function FriendsPanel({ userId }: { userId: string }) {
  const friends = useFriends(userId);
  const accept = useAcceptFriendRequest(userId);
  const removeRequest = useRemoveFriendRequest(userId);
  const removeFriend = useRemoveFriend(userId);
  const onError = (failure: unknown) => toast.error('Error', { description: errorMessage(failure) });
  const busy = accept.isPending || removeRequest.isPending || removeFriend.isPending;

  let lists;
  if (friends.isPending) lists = <Skeleton className="h-24 w-full" />;
  else if (friends.isError)
    lists = <LoadErrorCard title="Failed to load your friends" onRetry={() => void friends.refetch()} />;
  else {
    const { incoming, outgoing, friends: all, limit } = friends.data;
    lists = (
      <div className="flex flex-col gap-4">
        {incoming.length > 0 && (
          <section aria-labelledby="friend-requests-heading">
            <h3 id="friend-requests-heading" className="text-sm font-medium">
              Requests for you ({incoming.length})
            </h3>
            <ul aria-label="Requests for you">
              {incoming.map((player) => (
                <PersonRow key={player.userId} player={player}>
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={`Accept ${shownNameOf(player)}`}
                    onClick={() =>
                      accept.mutate(player.userId, {
                        onSuccess: () =>
                          toast.success('Friend Added', {
                            description: `You and ${shownNameOf(player)} are friends now.`,
                          }),
                        onError,
                      })
                    }
                  >
                    <CheckIcon aria-hidden="true" />
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Decline ${shownNameOf(player)}`}
                    onClick={() => removeRequest.mutate(player.userId, { onError })}
                  >
                    Decline
                  </Button>
                </PersonRow>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="friends-heading">
          <h3 id="friends-heading" className="text-sm font-medium">
            Your friends ({all.length} of {limit})
          </h3>
          {all.length === 0 ? (
            <p className="text-sm text-muted-foreground">None yet.</p>
          ) : (
            <ul aria-label="Your friends">
              {all.map((player) => (
                <PersonRow key={player.userId} player={player}>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={`Remove ${shownNameOf(player)}`}
                    onClick={() => removeFriend.mutate(player.userId, { onError })}
                  >
                    <XIcon aria-hidden="true" />
                    Remove
                  </Button>
                </PersonRow>
              ))}
            </ul>
          )}
        </section>
        {outgoing.length > 0 && (
          <section aria-labelledby="friend-asked-heading">
            <h3 id="friend-asked-heading" className="text-sm font-medium">
              Waiting for an answer ({outgoing.length})
            </h3>
            <ul aria-label="Waiting for an answer">
              {outgoing.map((player) => (
                <PersonRow key={player.userId} player={player}>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={`Cancel the request to ${shownNameOf(player)}`}
                    onClick={() => removeRequest.mutate(player.userId, { onError })}
                  >
                    Cancel
                  </Button>
                </PersonRow>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Friends</CardTitle>
        <CardDescription>Friends see each other&apos;s figures here once both agree.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <AddFriendForm userId={userId} />
        {lists}
      </CardContent>
    </Card>
  );
}
