import { z } from 'zod';

// What the Original Video page shows beside a clip (GET /api/media/{token}/about): where the clip is from.
// Answered only for a question's gated original-video link once that question is answered (or its game is
// over), exactly when the video itself opens: before then it says nothing at all.

export const clipAboutSchema = z.object({
  league: z.string(),
  seasonYear: z.number().int(),
  goalType: z.enum(['Shot', 'Free Kick']),
  /** The two clubs, the attacking side first; null for footage whose import names none. */
  fixture: z.object({ attackingTeam: z.string(), defendingTeam: z.string() }).nullable(),
  /** Made by the shot simulator (true) or imported footage. */
  simulated: z.boolean(),
  /** The source footage's own address, when an import gives one. */
  sourceUrl: z.string().nullable(),
});
export type ClipAbout = z.infer<typeof clipAboutSchema>;

/** The token of a media path `/api/media/{token}`, or null for any other address. */
export function mediaTokenOf(link: string): string | null {
  const match = /^\/api\/media\/([A-Za-z0-9_-]+)$/.exec(link);
  return match ? match[1]! : null;
}
