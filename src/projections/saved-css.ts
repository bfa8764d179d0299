/**
 * The sections' part of a saved page's css (`css/{slug}.css`), and reading each section's css back.
 *
 * Each section's css stands between markers, so a saved page loads back into a document
 * (load-page.ts). A section's css is written as the document holds it, less every top-level rule
 * that a later section repeats word for word: in its place stands a reference to the later copy,
 * `/*pw-copy:{section id}:{offset}:{length}*\/`, an offset into that section's text between its
 * markers (one reference covers a run of rules that stands the same there, gaps included). Such a
 * section opens with `/* pw-section:{id} copies *\/`, so a css comment a user wrote that happens to
 * read like a reference is never taken for one.
 *
 * Why: every library section's css opens with the same ≈ 5.8 KB foundation (the kit's custom
 * properties, tones, headings, buttons and cards), so that it stands alone on any page. Written once
 * per section, a page of 20 library sections saved 130 KB of section css (now 18.5 KB), and a page of
 * about 320 could not be saved at all: `user_template` takes at most 2 MiB of css, and 1 000 library
 * sections held 6.6 MB (now 153 KB).
 *
 * The file means what the whole css meant: of two identical rules in one cascade, the later decides
 * wherever both apply, so dropping the earlier changes nothing (src/domain/css-rules.ts; the canvas
 * does the same). A page is written whole, as before, when that argument could fail: a section's css
 * that cannot be split to its end, or that ends in text outside any block (which would run into the
 * next section's first rule), and two sections with one id (a reference could not tell them apart).
 *
 * Reading needs no reference resolved twice: a referenced rule is always written out in full, never as
 * a reference itself.
 */
import { ruleSpans } from '../domain/css-rules.ts';

export const sectionMarker = (id: string): string => `/* pw-section:${id} */`;
export const sectionEndMarker = (id: string): string => `/* /pw-section:${id} */`;
/** The opening marker of a section whose css refers to rules written out in later sections. */
export const sectionCopiesMarker = (id: string): string => `/* pw-section:${id} copies */`;

export interface SectionCss {
  readonly section_id: string;
  readonly css: string;
}

/** Ids a reference can name unambiguously (library and builder ids are of this kind). */
const REFERABLE_ID = /^[A-Za-z0-9_-]+$/;
const COPY_TAG = '/*pw-copy:';
const COPY = /\/\*pw-copy:([A-Za-z0-9_-]+):(\d+):(\d+)\*\//g;

/** Where a rule's copy kept in full stands: in section `id`'s text, from `offset`, `length` long. */
interface KeptCopy {
  readonly id: string;
  readonly offset: number;
  readonly length: number;
}

/** Each non-empty section css between its markers, in page order (see the module's comment). */
export function sectionsCss(sections: readonly SectionCss[]): string {
  const withCss = sections.filter((section) => section.css.trim() !== '');
  const splits = splitAll(withCss);
  if (!splits) return withCss.map((section) => framed(sectionMarker(section.section_id), section)).join('');
  const blocks: string[] = [];
  const kept = new Map<string, KeptCopy>();
  const bodies = new Map<string, string>();
  for (let i = withCss.length - 1; i >= 0; i--) {
    const section = withCss[i]!;
    const spans = splits.get(section.css)!;
    const { css, section_id: id } = section;
    if (!REFERABLE_ID.test(id)) {
      blocks.push(framed(sectionMarker(id), section));
      continue;
    }
    // A css that already holds the reference tag is written whole: reading it back never resolves.
    const refers = !css.includes(COPY_TAG);
    let body = '';
    let at = 0;
    let copies = false;
    // Consecutive rules whose copies stand consecutively in one later section, gaps alike: one reference.
    let run: { id: string; offset: number; end: number } | null = null;
    const flush = () => {
      if (!run) return;
      body += `${COPY_TAG}${run.id}:${run.offset}:${run.end - run.offset}*/`;
      copies = true;
      run = null;
    };
    const own: [rule: string, offset: number, length: number][] = [];
    for (let k = 0; k < spans.length; k += 2) {
      const from = spans[k]!;
      const to = spans[k + 1]!;
      const gap = css.slice(at, from);
      const rule = css.slice(from, to);
      at = to;
      const later = refers ? kept.get(rule) : undefined;
      if (
        later &&
        run?.id === later.id &&
        later.offset >= run.end &&
        bodies.get(later.id)!.slice(run.end, later.offset) === gap
      ) {
        run.end = later.offset + later.length;
        continue;
      }
      flush();
      body += gap;
      if (later) run = { id: later.id, offset: later.offset, end: later.offset + later.length };
      else {
        own.push([rule, body.length, rule.length]);
        body += rule;
      }
    }
    flush();
    body += css.slice(at);
    bodies.set(id, body);
    for (const [rule, offset, length] of own) if (!kept.has(rule)) kept.set(rule, { id, offset, length });
    blocks.push(framed((copies ? sectionCopiesMarker : sectionMarker)(id), { section_id: id, css: body }));
  }
  return blocks.reverse().join('');
}

const framed = (opening: string, { section_id, css }: SectionCss): string =>
  `${opening}\n${css}\n${sectionEndMarker(section_id)}\n`;

/**
 * Each distinct css's rule offsets, or null when the page must be written whole: a css that does not
 * split to its end, one ending in text outside a block, or an id on two sections.
 */
function splitAll(sections: readonly SectionCss[]): Map<string, Int32Array> | null {
  const splits = new Map<string, Int32Array>();
  const ids = new Set<string>();
  for (const { css, section_id } of sections) {
    if (ids.has(section_id)) return null;
    ids.add(section_id);
    if (splits.has(css)) continue;
    const spans = ruleSpans(css);
    if (!spans || spans.length === 0 || css.charCodeAt(spans[spans.length - 1]! - 1) !== 0x7d /* } */)
      return null;
    splits.set(css, spans);
  }
  return splits;
}

interface Framed {
  readonly text: string;
  readonly copies: boolean;
}

/**
 * Each section's text between its markers in a saved page's css or js, by id (the first, when an id
 * stands twice), found in one pass.
 */
export function framedParts(saved: string): Map<string, Framed> {
  const parts = new Map<string, Framed>();
  const opening = '/* pw-section:';
  let at = saved.indexOf(opening);
  while (at !== -1) {
    const close = saved.indexOf(' */\n', at + opening.length);
    if (close === -1) break;
    let id = saved.slice(at + opening.length, close);
    let copies = false;
    if (id.endsWith(' copies') && REFERABLE_ID.test(id.slice(0, -7))) {
      id = id.slice(0, -7);
      copies = true;
    }
    const from = close + 4;
    const end = saved.indexOf(`\n${sectionEndMarker(id)}`, from - 1);
    if (end === -1) {
      at = saved.indexOf(opening, from);
      continue;
    }
    if (!parts.has(id)) parts.set(id, { text: end < from ? '' : saved.slice(from, end), copies });
    at = saved.indexOf(opening, end + 1);
  }
  return parts;
}

/** A reader of each section's css from a saved page's css, its references resolved ('' when absent). */
export function savedSectionCss(saved: string): (id: string) => string {
  const parts = framedParts(saved);
  return (id) => {
    const part = parts.get(id);
    if (!part) return '';
    if (!part.copies) return part.text;
    return part.text.replace(COPY, (reference, target: string, offset: string, length: string) => {
      const text = parts.get(target)?.text;
      const from = Number(offset);
      const to = from + Number(length);
      // Never so in a file this module wrote; then the reference stays, as a comment.
      return text !== undefined && to <= text.length ? text.slice(from, to) : reference;
    });
  };
}
