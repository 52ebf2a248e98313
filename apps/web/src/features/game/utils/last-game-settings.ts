import type { GameFormValues } from './validate-game-form.ts';

// "Play Again" keeps the last settings: the form as the player left it when a game was created, kept for the
// browser tab (sessionStorage), so the creation form opens on it after a game, and after a reload too. The odds
// are never kept: a quote expires, and Play always needs one for exactly what is on screen.

const STORAGE_KEY = 'gom:last-game-settings';

export function rememberGameSettings(values: GameFormValues): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the next form starts empty, as before.
  }
}

/** The settings of the last game created in this tab, or null when there is none (or it cannot be read). */
export function recallGameSettings(): GameFormValues | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<GameFormValues>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.league !== 'string') return null;
    return parsed as GameFormValues;
  } catch {
    return null;
  }
}
