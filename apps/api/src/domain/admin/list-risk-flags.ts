import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { riskFlags } from '../../db/schema.ts';

export type RiskFlag = Omit<typeof riskFlags.$inferSelect, 'userId'>;

export async function listRiskFlags({ db, userId }: { db: AppDatabase; userId: string }): Promise<RiskFlag[]> {
  return db
    .select({
      kind: riskFlags.kind,
      figures: riskFlags.figures,
      createdAt: riskFlags.createdAt,
      updatedAt: riskFlags.updatedAt,
    })
    .from(riskFlags)
    .where(eq(riskFlags.userId, userId))
    .orderBy(asc(riskFlags.kind));
}
