import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from './pagination-window.ts';

describe('paginationWindow (spec §9: up to 5 numbered buttons, then ... and the last page)', () => {
  it('shows the single page of a one-page list', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it('shows every page when there are 5', () => {
    expect(paginationWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds the last page without ... when it follows the window directly (6 pages)', () => {
    expect(paginationWindow(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationWindow(4, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(6, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('slides a window of 5 with ... and the last page over 30 pages', () => {
    expect(paginationWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 30]);
    expect(paginationWindow(15, 30)).toEqual([13, 14, 15, 16, 17, 'ellipsis', 30]);
    expect(paginationWindow(27, 30)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(paginationWindow(30, 30)).toEqual([26, 27, 28, 29, 30]);
  });

  it('never shows more than 5 numbered buttons plus the last page', () => {
    for (let total = 1; total <= 40; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const slots = paginationWindow(page, total);
        const numbers = slots.filter((slot) => slot !== 'ellipsis');
        expect(numbers.length).toBeLessThanOrEqual(6);
        expect(numbers).toContain(page);
        expect(numbers).toContain(total);
      }
    }
  });

  it('clamps a page outside the range and answers nothing for no pages', () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(300, 10)).toBe(30);
  });
});
