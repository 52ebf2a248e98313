import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';

// Tests that hold a query to its plan (an index read, no sort of a whole table) read PostgreSQL's own plan for it,
// as JSON, flattened into its nodes.

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** With `analyze`: the rows the node returned, per loop, and its loops. */
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * Every node of the plan PostgreSQL makes for `query`, the root first, depth first: EXPLAIN, not run, or with
 * `analyze` run, each node with the rows it returned.
 */
export async function planNodesOf(
  db: AppDatabase,
  query: SQLWrapper,
  { analyze = false }: { analyze?: boolean } = {},
): Promise<PlanNode[]> {
  const options = analyze ? sql`(analyze, format json)` : sql`(format json)`;
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(db, sql`explain ${options} ${query.getSQL()}`);
  return nodesOf(row!['QUERY PLAN'][0].Plan);
}
