/** How many responses answered each status: { 201: 2, 422: 18 }. */
export const statusCounts = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>(
    (count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }),
    {},
  );
