import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';

// Tests that hold a query to its plan (an index read, no sort of a whole table) read PostgreSQL's own plan for it,
// as JSON, flattened into its nodes.

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Every node of the plan PostgreSQL makes for `query` (EXPLAIN, not run), the root first, depth first. */
export async function planNodesOf(db: AppDatabase, query: SQLWrapper): Promise<PlanNode[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    db,
    sql`explain (format json) ${query.getSQL()}`,
  );
  return nodesOf(row!['QUERY PLAN'][0].Plan);
}
