import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mayConflict } from './cn.ts';

/** Classes the app does not use (yet) whose first word differs from that of a class they override. */
const CROSS_FAMILY_CLASSES = [
  'p-2',
  'px-2',
  'pt-1',
  'm-2',
  'mx-auto',
  'mb-1',
  'inset-0',
  'inset-x-0',
  'top-0',
  'left-2',
  'start-0',
  'end-1',
  'size-4',
  'w-4',
  'h-4',
  'text-sm',
  'text-sm/6',
  'leading-6',
  'truncate',
  'text-ellipsis',
  'flex',
  'flex-1',
  'grow',
  'shrink-0',
  'basis-1/2',
  'block',
  'inline-flex',
  'grid',
  'hidden',
  'contents',
  'table',
  'flow-root',
  'list-item',
  'line-clamp-2',
  'overflow-hidden',
  'static',
  'fixed',
  'absolute',
  'relative',
  'sticky',
  'underline',
  'overline',
  'line-through',
  'no-underline',
  'italic',
  'not-italic',
  'sr-only',
  'not-sr-only',
  'uppercase',
  'lowercase',
  'capitalize',
  'normal-case',
  'normal-nums',
  'ordinal',
  'slashed-zero',
  'lining-nums',
  'oldstyle-nums',
  'proportional-nums',
  'tabular-nums',
  'diagonal-fractions',
  'stacked-fractions',
  'antialiased',
  'subpixel-antialiased',
  'visible',
  'invisible',
  'collapse',
  'isolate',
  'isolation-auto',
  'break-words',
  'wrap-break-word',
  'hover:p-2',
  'hover:px-2',
  'md:hover:underline',
  'hover:md:no-underline',
];

/** Every word of every string literal in the app's source that tailwind-merge knows as a class. */
function classesInSource(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) files.push(path);
    }
  };
  walk(join(import.meta.dirname, '..'));
  const words = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$]*)`/g)) {
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        if (/^[!\-[a-z*@][^\s'"`]*$/.test(word)) words.add(word);
      }
    }
  }
  // tailwind-merge drops the first of two identical classes it knows, and keeps both of two it does not.
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word);
}

describe('cn', () => {
  it('lets a later class win over an earlier one for the same property', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('p-2', 'px-4')).toBe('p-2 px-4');
    expect(cn('px-4', 'p-2')).toBe('p-2');
    expect(cn('h-9 w-9', 'size-4')).toBe('size-4');
    expect(cn('flex', 'hidden')).toBe('hidden');
    expect(cn('text-sm leading-6', 'text-base')).toBe('text-base');
    expect(cn('hover:bg-red-500', 'bg-blue-500', 'hover:bg-blue-600')).toBe('bg-blue-500 hover:bg-blue-600');
    expect(cn('md:hover:underline', 'hover:md:no-underline')).toBe(twMerge('md:hover:underline hover:md:no-underline'));
  });

  it('joins lists with nothing in common as they are, in order, single-spaced', () => {
    expect(cn('inline-flex  items-center', { 'gap-2': true, 'opacity-50': false }, undefined, 'rounded-md')).toBe(
      'inline-flex items-center gap-2 rounded-md',
    );
    expect(cn('[&_svg]:size-4', 'has-[>svg]:px-3', 'px-4')).toBe('[&_svg]:size-4 has-[>svg]:px-3 px-4');
  });

  it("gives every pair of the app's classes in either order what tailwind-merge gives", () => {
    const classes = [...new Set([...classesInSource(), ...CROSS_FAMILY_CLASSES])];
    expect(classes.length).toBeGreaterThan(300);
    // Pairs that may conflict go to tailwind-merge itself: the ones to check are those cn joins as they are.
    const missed: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (mayConflict([first, second])) continue;
        const list = `${first} ${second}`;
        if (twMerge(list) !== list) missed.push(list);
      }
    }
    expect(missed).toEqual([]);
  });

  it('gives a list the same answer every time, also after more lists than it remembers', () => {
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    for (let index = 0; index < 2_500; index += 1) expect(cn(`w-${index}`, 'h-4')).toBe(`w-${index} h-4`);
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    expect(cn('flex', 'items-center')).toBe('flex items-center');
  });
});
