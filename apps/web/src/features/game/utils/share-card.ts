import { accuracyPercent } from '@gom/contract/constants';
import { DIFFICULTY_LEVELS } from '@gom/contract/games';
import type { GameRecap } from '@gom/contract/stats';

// The share card: an image of a finished game a player can post. It says the score, the league, the level and
// the odds, and marks each question right, wrong or not called; it never says how a clip it did not show the
// player ended (an unplayed clip's outcome stays the house's), nor the money.

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

export type ShareMark = 'right' | 'wrong' | 'none';

export type ShareCardFacts = {
  score: number;
  totalQuestions: number;
  accuracy: number;
  league: string;
  level: string;
  odds: number;
  won: boolean;
  marks: ShareMark[];
};

export function shareCardFacts(recap: GameRecap): ShareCardFacts {
  const level = DIFFICULTY_LEVELS.find((candidate) => candidate.level === recap.difficulty)?.label ?? recap.difficulty;
  return {
    score: recap.score,
    totalQuestions: recap.totalQuestions,
    accuracy: accuracyPercent(recap.score, recap.totalQuestions),
    league: recap.league,
    level,
    odds: recap.odds,
    won: recap.won,
    marks: recap.questions.map((question) =>
      question.isCorrect === null ? 'none' : question.isCorrect ? 'right' : 'wrong',
    ),
  };
}

/** The card's lines as text: the same words the image draws, and the text a share sends with it. */
export function shareCardText(facts: ShareCardFacts): { headline: string; detail: string; text: string } {
  const headline = `${facts.score}/${facts.totalQuestions} right`;
  const detail = `${facts.league} · ${facts.level} · odds ${facts.odds.toFixed(2)}`;
  const marks = facts.marks.map((mark) => (mark === 'right' ? '🟩' : mark === 'wrong' ? '🟥' : '⬜')).join('');
  return { headline, detail, text: `Goal or Miss: ${headline} (${facts.accuracy}%) · ${detail}\n${marks}` };
}

const COLOURS = {
  background: '#0b1210',
  panel: '#13201b',
  line: '#22352d',
  text: '#f2f7f4',
  muted: '#93a69c',
  brand: '#7bdc5a',
  right: '#34d399',
  wrong: '#f87171',
  none: '#3a4a43',
} as const;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Draws the card on a canvas of SHARE_CARD_WIDTH × SHARE_CARD_HEIGHT. */
export function drawShareCard(context: CanvasRenderingContext2D, facts: ShareCardFacts): void {
  const { headline, detail } = shareCardText(facts);
  const width = SHARE_CARD_WIDTH;
  const height = SHARE_CARD_HEIGHT;
  context.fillStyle = COLOURS.background;
  context.fillRect(0, 0, width, height);
  // Pitch lines, faint, as the landing page draws them.
  context.strokeStyle = COLOURS.line;
  context.lineWidth = 3;
  context.strokeRect(40, 40, width - 80, height - 80);
  context.beginPath();
  context.moveTo(width / 2, 40);
  context.lineTo(width / 2, height - 40);
  context.stroke();
  context.beginPath();
  context.arc(width / 2, height / 2, 110, 0, Math.PI * 2);
  context.stroke();

  context.fillStyle = COLOURS.panel;
  context.fillRect(90, 90, width - 180, height - 180);

  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';
  context.fillStyle = COLOURS.brand;
  context.font = `800 40px ${FONT}`;
  context.fillText('GOAL OR MISS', 140, 165);

  context.fillStyle = COLOURS.text;
  context.font = `800 120px ${FONT}`;
  context.fillText(headline, 140, 295);

  // Clear of the headline's descenders: the accuracy a line of its own, the details under it.
  context.fillStyle = COLOURS.text;
  context.font = `700 40px ${FONT}`;
  context.fillText(`${facts.accuracy}% accuracy`, 140, 368);
  context.fillStyle = COLOURS.muted;
  context.font = `600 36px ${FONT}`;
  context.fillText(fitText(context, detail, width - 280), 140, 422);

  // One square per question: right, wrong, or not called (no outcome shown for those).
  const size = 44;
  const gap = 14;
  facts.marks.forEach((mark, index) => {
    context.fillStyle = COLOURS[mark];
    roundedRect(context, 140 + index * (size + gap), 460, size, size, 8);
    context.fill();
  });
}

/** `text` cut with an ellipsis to fit `maxWidth` in the context's current font (a long league name). */
function fitText(context: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function roundedRect(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + w, y, x + w, y + h, r);
  context.arcTo(x + w, y + h, x, y + h, r);
  context.arcTo(x, y + h, x, y, r);
  context.arcTo(x, y, x + w, y, r);
  context.closePath();
}

/**
 * The card as a PNG, drawn on a canvas of its own: the file to share and a data: URL to preview it (the CSP's
 * img-src allows data:, not blob:). Null where the browser gives no 2D canvas.
 */
export async function renderShareCard(facts: ShareCardFacts): Promise<{ blob: Blob; dataUrl: string } | null> {
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_CARD_WIDTH;
  canvas.height = SHARE_CARD_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  drawShareCard(context, facts);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? { blob, dataUrl: canvas.toDataURL('image/png') } : null;
}
