/** Where a clip's media are stored and what they measure. */
export interface RenderedMedia {
  preVideoKey: string;
  postVideoKey: string;
  posterKey: string | null;
  preDurationMs: number;
  postDurationMs: number;
  preBytes: number;
  postBytes: number;
  /** null for an operator's own videos. */
  rendererVersion: number | null;
}
