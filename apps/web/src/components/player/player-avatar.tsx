import { avatarColorOf, initialsOf, shownNameOf, type PlayerIdentity } from '@gom/contract/players';
import { cn } from '@/utils/cn.ts';
import { AVATAR_TONES } from './avatar-colors.ts';

// A player as others see them: the initials of their shown name (display name, else username) on their colour
// (chosen, else the one their id gives). Decorative: the name beside it is what a screen reader reads.

const SIZES = {
  sm: 'size-7 text-[0.7rem]',
  md: 'size-9 text-sm',
  lg: 'size-20 text-2xl',
} as const;

export type PlayerLike = Pick<PlayerIdentity, 'userId' | 'username' | 'displayName' | 'avatarColor'>;

export function PlayerAvatar({
  player,
  size = 'sm',
  className,
}: {
  player: PlayerLike;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const color = avatarColorOf(player);
  return (
    <span
      aria-hidden="true"
      data-testid="player-avatar"
      data-color={color}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold select-none',
        SIZES[size],
        AVATAR_TONES[color].className,
        className,
      )}
    >
      {initialsOf(shownNameOf(player))}
    </span>
  );
}

/** The avatar and the shown name, the name truncated to its space. */
export function PlayerName({ player, className }: { player: PlayerLike; className?: string }) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      <PlayerAvatar player={player} />
      <span className="truncate">{shownNameOf(player)}</span>
    </span>
  );
}
