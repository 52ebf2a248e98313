// Whose board: everyone's (the global ranking) or the player's and their friends'. Kept in the address beside
// the period, so a shared link opens the same board.

export const BOARDS = ['everyone', 'friends'] as const;
export type Board = (typeof BOARDS)[number];

export const BOARD_TABS: readonly { board: Board; label: string }[] = [
  { board: 'everyone', label: 'Everyone' },
  { board: 'friends', label: 'Friends' },
];

export const DEFAULT_BOARD: Board = 'everyone';

export function parseBoard(value: string | null): Board {
  return BOARDS.find((board) => board === value) ?? DEFAULT_BOARD;
}
