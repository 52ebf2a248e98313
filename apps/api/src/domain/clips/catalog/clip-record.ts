import type { clips } from '../../../db/schema.ts';

/** A catalog row as the domain sees it. Outcome fields stay on the server until a question is answered. */
export type ClipRecord = typeof clips.$inferSelect;
