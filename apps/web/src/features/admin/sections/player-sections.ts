import type { ComponentType } from 'react';
import { GamesSection } from './games-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { TransactionsSection } from './transactions-section.tsx';
import { WalletsSection } from './wallets-section.tsx';

/**
 * The sections of a player's detail, in order. Each loads its own call, so a new one (the plan, the limits,
 * time-outs and self-exclusion of other issues) is its component plus one line here.
 */
export const PLAYER_DETAIL_SECTIONS: ReadonlyArray<ComponentType<{ userId: string }>> = [
  ProfileSection,
  WalletsSection,
  TransactionsSection,
  GamesSection,
];
