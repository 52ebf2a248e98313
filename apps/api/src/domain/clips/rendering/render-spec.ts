// What the renderer needs of a generated clip besides its goal type, kept on the clip row (render_spec).
import type { Matchup } from '../simulator/pick-matchup.ts';

/** A secret-keyed clip: its nonce and CLIP_SECRET give the situation and the strike (deriveClipKeys). */
export interface KeyedRenderSpec extends Matchup {
  nonce: string;
}

/** A clip of the old public-seed catalog (retired from staked play; still rendered for history). */
export interface SeededRenderSpec extends Matchup {
  seed: number;
}

export type RenderSpec = KeyedRenderSpec | SeededRenderSpec;
