import { FREE_TIER_GAMES_PER_DAY } from '@gom/contract/constants';
import { DAILY_GAME_LIMIT_MESSAGE } from '@gom/contract/plans';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DomainError } from '../domain-error.ts';
import { countGamesToday } from './count-games-today.ts';
import type { PlanSettings } from './plan-settings.ts';
import { readPlan } from './read-plan.ts';

/**
 * The Free plan's daily limit, checked inside the game creation's transaction (ADR 0017): the player's row is
 * locked first, so two creations at once are counted one after the other and never make a sixth game. Premium
 * players pass. Throws DAILY_GAME_LIMIT (422) when a Free player already has FREE_TIER_GAMES_PER_DAY games today.
 */
export async function claimDailyGame(options: {
  /** The creation's transaction. */
  db: AppDatabase;
  userId: string;
  now: Date;
  settings: PlanSettings;
}): Promise<void> {
  const { db, userId, now, settings } = options;
  // NO KEY UPDATE: serialises this player's creations without blocking rows that merely reference the player.
  await queryRows(db, sql`select id from users where id = ${userId} for no key update`);
  const { plan } = await readPlan({ db, userId, now, settings });
  if (plan === 'premium') return;
  if ((await countGamesToday({ db, userId, now })) >= FREE_TIER_GAMES_PER_DAY) {
    throw new DomainError('DAILY_GAME_LIMIT', DAILY_GAME_LIMIT_MESSAGE);
  }
}
