import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

// Most class lists the screens build hold no two classes for the same thing, and for those tailwind-merge gives back
// the list as it was. But it cost a first page about a sixth of its script time to find that out: it builds its
// table of Tailwind's classes on its first call, then parses every list it has not seen (performance note 0046). So a list
// goes to it only when a class may override one before it: the same variants and the same `classGroup`, or a
// group the later one overrides (`OVERRIDES`). The groups are coarse, so they find every real conflict and some
// that are not; cn.test.ts checks them against tailwind-merge for every pair of classes the app's source names.

/** Groups whose utilities override those of other groups (tailwind-merge's conflicting class groups). */
const OVERRIDES: Record<string, readonly string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  inset: ['top', 'right', 'bottom', 'left', 'start', 'end'],
  size: ['w', 'h'],
  'text-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
};

/** Utilities named by one word, by their group. */
const KEYWORD_GROUPS: Record<string, string> = {
  ...group('display', ['flex', 'block', 'inline', 'grid', 'hidden', 'contents', 'table', 'flow-root', 'list-item']),
  ...group('position', ['static', 'fixed', 'absolute', 'relative', 'sticky']),
  ...group('visibility', ['visible', 'invisible', 'collapse']),
  ...group('text-decoration', ['underline', 'overline', 'no-underline']),
  ...group('font-style', ['italic', 'not-italic']),
  ...group('sr', ['sr-only', 'not-sr-only']),
  ...group('text-transform', ['uppercase', 'lowercase', 'capitalize', 'normal-case']),
  ...group('text-overflow', ['truncate']),
  ...group('font-smoothing', ['antialiased', 'subpixel-antialiased']),
  ...group('isolation', ['isolate']),
};

/** First words whose utilities all share a group. */
const HEAD_GROUPS: Record<string, string> = {
  inline: 'display',
  table: 'display',
  wrap: 'break',
  normal: 'fvn',
  ordinal: 'fvn',
  slashed: 'fvn',
  lining: 'fvn',
  oldstyle: 'fvn',
  proportional: 'fvn',
  tabular: 'fvn',
  diagonal: 'fvn',
  stacked: 'fvn',
  isolation: 'isolation',
};

function group(name: string, utilities: readonly string[]): Record<string, string> {
  return Object.fromEntries(utilities.map((utility) => [utility, name]));
}

const TEXT_SIZES = /^(xs|sm|base|lg|[2-9]?xl)(\/.*)?$/;
const TEXT_ALIGNS = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAPS = /^(wrap|nowrap|balance|pretty)$/;
const TEXT_OVERFLOWS = /^(ellipsis|clip)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/;
const BORDER_STYLES = /^(solid|dashed|dotted|double|hidden|none)$/;
const SIDES = /^(x|y|s|e|t|r|b|l|bs|be)$/;
const WIDTH = /^(\d+(\.\d+)?|px)?$/;
/** An arbitrary value that is a length: it names the width, not the colour. */
const ARBITRARY_LENGTH = /^[[(](\d|length:|calc|var\(--.*(width|size))/;
/** An arbitrary value whose meaning tailwind-merge reads from its content: the list always goes to it. */
const ARBITRARY = /^[[(]/;
const ALWAYS = '*';

/** `text-sm` (its first word `text` and the rest `sm`) by its group; `*` when any group may be overridden. */
function utilityGroup(head: string, rest: string): string {
  const arbitrary = ARBITRARY.test(rest);
  switch (head) {
    case 'line': // line-clamp sets the display and the overflow; line-through the text's decoration.
      return ALWAYS;
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(rest)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(rest)) return 'flex-wrap';
      return 'flex';
    case 'grid':
    case 'min':
    case 'max':
      return `${head}-${rest.split('-', 1)[0]}`;
    case 'text':
      if (arbitrary) return ALWAYS;
      if (TEXT_SIZES.test(rest)) return 'text-size';
      if (TEXT_ALIGNS.test(rest)) return 'text-align';
      if (TEXT_WRAPS.test(rest)) return 'text-wrap';
      if (TEXT_OVERFLOWS.test(rest)) return 'text-overflow';
      return 'text-color';
    case 'font':
      if (arbitrary) return ALWAYS;
      return FONT_WEIGHTS.test(rest) ? 'font-weight' : 'font-family';
    case 'border': {
      const [first = '', ...others] = rest.split('-');
      const value = SIDES.test(first) ? others.join('-') : rest;
      if (WIDTH.test(value) || ARBITRARY_LENGTH.test(value)) return 'border-width';
      if (ARBITRARY.test(value)) return ALWAYS;
      if (BORDER_STYLES.test(value)) return 'border-style';
      if (/^(collapse|separate|spacing.*)$/.test(rest)) return `border-${rest.split('-', 1)[0]}`;
      return 'border-color';
    }
    case 'ring':
      if (WIDTH.test(rest) || ARBITRARY_LENGTH.test(rest)) return 'ring-width';
      if (arbitrary) return ALWAYS;
      if (rest === 'inset' || rest.startsWith('offset')) return `ring-${rest.split('-', 1)[0]}`;
      return 'ring-color';
    default:
      return HEAD_GROUPS[head] ?? head;
  }
}

/** `hover:md:px-4` as [the variants, sorted, and `px-4`]; a colon inside brackets or parentheses is not a variant's. */
function splitVariants(token: string): [string, string] {
  let depth = 0;
  let cut = -1;
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) cut = index;
  }
  if (cut < 0) return ['', token];
  return [token.slice(0, cut).split(':').sort().join(':'), token.slice(cut + 1)];
}

/** What a class sets, coarsely, as `variants:group`; `*` when it may override any class. */
function classGroup(token: string): string {
  const [variants, utility] = splitVariants(token);
  const bare = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  if (bare.startsWith('[')) return `${variants}:[`;
  const keyword = KEYWORD_GROUPS[bare];
  if (keyword) return `${variants}:${keyword}`;
  const dash = bare.search(/[-/]/);
  const head = dash < 0 ? bare : bare.slice(0, dash);
  const name = utilityGroup(head, dash < 0 ? '' : bare.slice(dash + 1));
  return name === ALWAYS ? ALWAYS : `${variants}:${name}`;
}

/**
 * Whether a class of `classes` may override one before it, as tailwind-merge reads them: one of the same group
 * comes before it, or one of a group its own overrides.
 */
export function mayConflict(classes: readonly string[]): boolean {
  const before = new Set<string>();
  for (const token of classes) {
    const name = classGroup(token);
    if (name === ALWAYS || before.has(name)) return true;
    const colon = name.lastIndexOf(':');
    const overridden = OVERRIDES[name.slice(colon + 1)];
    if (overridden?.some((other) => before.has(`${name.slice(0, colon + 1)}${other}`))) return true;
    before.add(name);
  }
  return false;
}

// A page renders the same class lists again and again (every card, every button of a size), so each list is
// checked once and its answer remembered. The app has a few hundred lists; the bound only keeps a list built from
// data (none today) from growing the map without end.
const REMEMBERED_LISTS = 2_000;
const joinedLists = new Map<string, string>();

/** Joins class names; a later Tailwind class wins over an earlier one for the same property. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const remembered = joinedLists.get(joined);
  if (remembered !== undefined) return remembered;
  const classes = joined.split(/\s+/).filter(Boolean);
  const result = mayConflict(classes) ? twMerge(joined) : classes.join(' ');
  if (joinedLists.size >= REMEMBERED_LISTS) joinedLists.clear();
  joinedLists.set(joined, result);
  return result;
}
