import { PAGINATION_MAX_NUMBERED_BUTTONS } from '@gom/contract/constants';

// Spec §2, §9: up to 5 numbered buttons around the current page, then '...' and the last page when the
// window does not reach it. The window slides with the current page and never runs past either end.

export type PageSlot = number | 'ellipsis';

export function paginationWindow(
  currentPage: number,
  totalPages: number,
  maxButtons: number = PAGINATION_MAX_NUMBERED_BUTTONS,
): PageSlot[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  if (totalPages <= maxButtons) return Array.from({ length: totalPages }, (_, index) => index + 1);

  const half = Math.floor(maxButtons / 2);
  const start = Math.min(Math.max(1, current - half), totalPages - maxButtons + 1);
  const end = start + maxButtons - 1;
  const slots: PageSlot[] = Array.from({ length: maxButtons }, (_, index) => start + index);
  if (end < totalPages) {
    // Right next to the last page there is nothing to skip.
    if (end < totalPages - 1) slots.push('ellipsis');
    slots.push(totalPages);
  }
  return slots;
}

/** 1-based page count for `total` items; at least 1 so 'page 1 of 1' holds for an empty list. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
