// A player's filter could not be served (422): remember it, so the buffer's next top-up makes its clips first
// (planBufferRefill's demands). One row per filter; asking again keeps the larger need and the first time.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clipDemands } from '../../../db/schema.ts';
import type { ClipFilters } from '../catalog/clip-filters.ts';

export interface RecordClipDemandOptions {
  db: AppDatabase;
  now: Date;
  filters: Required<Pick<ClipFilters, 'league' | 'fromYear' | 'toYear' | 'difficulty'>> & Pick<ClipFilters, 'goalType'>;
  needed: number;
}

export async function recordClipDemand({ db, now, filters, needed }: RecordClipDemandOptions): Promise<void> {
  // The unique index is on an expression (a null goal type means any), which only raw SQL can name as the target.
  await db.execute(sql`
    insert into ${clipDemands} (league, from_year, to_year, goal_type, difficulty, needed, created_at)
    values (${filters.league}, ${filters.fromYear}, ${filters.toYear}, ${filters.goalType ?? null},
      ${filters.difficulty}, ${needed}, ${now})
    on conflict (league, from_year, to_year, coalesce(goal_type, ''), difficulty)
    do update set needed = greatest(${clipDemands}.needed, excluded.needed)`);
}
