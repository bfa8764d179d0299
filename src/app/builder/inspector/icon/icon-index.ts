/**
 * The icon picker's index (issue 20 §2 Icon): the Font Awesome 6.6.0 free icons with their styles,
 * search words and categories, read from `fa-icons.json` (written by scripts/fa-icons.mjs). The
 * json is downloaded only when a picker first opens — `loadIconIndex` imports it dynamically, so it
 * is its own chunk and never part of the builder's first paint. Search is pure and ranked: the
 * exact name first, then names starting with the query, names containing it, and search words.
 */
import type { IconRef, IconStyle } from './icon-classes.ts';

export interface IconEntry {
  readonly name: string;
  /** The free styles it exists in, solid before regular before brands. */
  readonly styles: readonly IconStyle[];
  /** Lower-case words it is also found by (synonyms, its label, its old names). */
  readonly words: string;
  /** Indexes into `IconIndex.categories`. */
  readonly categories: readonly number[];
}

export interface IconIndex {
  readonly version: string;
  readonly categories: readonly string[];
  readonly icons: readonly IconEntry[];
}

/** The json as stored: one `name|styles|words|category indexes` line per icon. */
export interface StoredIconIndex {
  readonly version: string;
  readonly categories: readonly string[];
  readonly icons: readonly string[];
}

const STYLE_CODES: Readonly<Record<string, IconStyle>> = { s: 'solid', r: 'regular', b: 'brands' };

export function parseIconIndex(stored: StoredIconIndex): IconIndex {
  const icons = stored.icons.map((line): IconEntry => {
    const [name = '', codes = '', words = '', categories = ''] = line.split('|');
    return {
      name,
      styles: [...codes].map((code) => STYLE_CODES[code]!).filter(Boolean),
      words,
      categories: categories === '' ? [] : categories.split(' ').map(Number),
    };
  });
  return { version: stored.version, categories: stored.categories, icons };
}

let loading: Promise<IconIndex> | null = null;

/** The index, downloaded once per session on first use. */
export function loadIconIndex(): Promise<IconIndex> {
  if (!loading) {
    loading = import('./fa-icons.json').then((module) => parseIconIndex(module.default as StoredIconIndex));
    // A failed download is tried again the next time a picker opens.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** One tile of the picker: an icon in one of its styles. */
export interface IconChoice extends IconRef {
  /** The tile's accessible name: the icon name, with the style when it is not the icon's first. */
  readonly label: string;
}

export interface IconQuery {
  readonly search: string;
  /** A category index, or null for every category. */
  readonly category: number | null;
}

function rank(entry: IconEntry, words: readonly string[], phrase: string): number {
  if (words.length === 0) return 0;
  if (entry.name === phrase) return 0;
  if (entry.name.startsWith(phrase)) return 1;
  if (words.every((word) => entry.name.includes(word))) return 2;
  const haystack = `${entry.name} ${entry.words}`;
  if (words.every((word) => haystack.includes(word))) return 3;
  return -1;
}

/** The choices matching a query, best first (ties keep alphabetical order). */
export function searchIcons(index: IconIndex, query: IconQuery): IconChoice[] {
  const words = query.search
    .toLowerCase()
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const phrase = words.join('-');
  const ranked: { entry: IconEntry; rank: number }[] = [];
  for (const entry of index.icons) {
    if (query.category !== null && !entry.categories.includes(query.category)) continue;
    const score = rank(entry, words, phrase);
    if (score >= 0) ranked.push({ entry, rank: score });
  }
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.flatMap(({ entry }) =>
    entry.styles.map((style, i) => ({
      name: entry.name,
      style,
      label: i === 0 ? entry.name : `${entry.name} (${style})`,
    })),
  );
}

/** The current icon's tile moved to the front, so an unfiltered grid opens on it. */
export function currentFirst(choices: readonly IconChoice[], current: IconRef | null): IconChoice[] {
  const at = current ? choices.findIndex((c) => c.name === current.name && c.style === current.style) : -1;
  if (at <= 0) return [...choices];
  return [choices[at]!, ...choices.slice(0, at), ...choices.slice(at + 1)];
}
