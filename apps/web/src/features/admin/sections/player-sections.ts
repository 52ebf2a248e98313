import type { ComponentType } from 'react';
import { GamesSection } from './games-section.tsx';
import { PlanSection } from './plan-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SaferPlaySection } from './safer-play-section.tsx';
import { TransactionsSection } from './transactions-section.tsx';
import { WalletsSection } from './wallets-section.tsx';

/** The sections of a player's detail, in order. Each loads its own call: a new one is its component plus a line here. */
export const PLAYER_DETAIL_SECTIONS: ReadonlyArray<ComponentType<{ userId: string }>> = [
  ProfileSection,
  PlanSection,
  SaferPlaySection,
  WalletsSection,
  TransactionsSection,
  GamesSection,
];
