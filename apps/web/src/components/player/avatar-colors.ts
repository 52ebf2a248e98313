import type { AvatarColor } from '@gom/contract/players';

// The tones of each avatar colour of the contract's palette, and its name for a picker. Written out whole so
// Tailwind finds every class; each keeps white (or, on amber, near-black) initials at 4.5:1 or more.

export const AVATAR_TONES: Readonly<Record<AvatarColor, { className: string; label: string }>> = {
  emerald: { className: 'bg-emerald-700 text-white', label: 'Emerald' },
  sky: { className: 'bg-sky-700 text-white', label: 'Sky' },
  violet: { className: 'bg-violet-600 text-white', label: 'Violet' },
  amber: { className: 'bg-amber-400 text-zinc-950', label: 'Amber' },
  rose: { className: 'bg-rose-600 text-white', label: 'Rose' },
  teal: { className: 'bg-teal-700 text-white', label: 'Teal' },
  orange: { className: 'bg-orange-700 text-white', label: 'Orange' },
  slate: { className: 'bg-slate-600 text-white', label: 'Slate' },
};
