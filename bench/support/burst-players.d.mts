// Types of burst-players.mjs, for the TypeScript that imports it (the API's burst test).
export interface BurstFigures {
  players: number;
  through: number;
  badGateway: number;
  resets: number;
  unavailableWithoutRetryAfter: number;
  shed: Record<string, number>;
  replayRefused: Record<string, number>;
  gameRetries: number;
  signUpP50Ms: number;
  signUpP99Ms: number;
  signUpAttemptP99Ms: number;
  signUpAttempts: number;
  wallMs: number;
  failures: string[];
}
export declare function runBurst(options: {
  baseUrl: string;
  origin: string;
  players: number;
  signUpOnly?: boolean;
}): Promise<BurstFigures>;
export declare function percentile(values: number[], p: number): number;
export declare function burstClipsSql(players: number): string;
export declare const BURST_GAMES_PER_LEAGUE: number;
export declare const BURST_QUESTIONS: number;
export declare function burstLeague(index: number): string;
