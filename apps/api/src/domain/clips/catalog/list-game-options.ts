// The leagues and seasons a player can pick: those of playable clips only, so every option can be played.
import type { GameOptions } from '@gom/contract/games';
import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import { isPlayable } from './clip-filters.ts';

export async function listGameOptions({ db }: { db: AppDatabase }): Promise<GameOptions> {
  const [leagues, years] = await Promise.all([
    db.selectDistinct({ league: clips.league }).from(clips).where(isPlayable).orderBy(asc(clips.league)),
    db.selectDistinct({ year: clips.seasonYear }).from(clips).where(isPlayable).orderBy(asc(clips.seasonYear)),
  ]);
  return { leagues: leagues.map((row) => row.league), years: years.map((row) => row.year) };
}
