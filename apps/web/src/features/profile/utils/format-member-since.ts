/** 'Member Since' is the month and year the account was created, or 'Recently' when that is unknown. */
export function formatMemberSince(createdAt: string | undefined, locale = 'en-US'): string {
  if (!createdAt) return 'Recently';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Recently';
  return date.toLocaleDateString(locale, { month: 'long', year: 'numeric' });
}
