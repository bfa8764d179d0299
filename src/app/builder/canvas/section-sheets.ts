/**
 * What each section's <style> in the canvas holds: its css, less every top-level rule that a later
 * section's css repeats word for word.
 *
 * Every library section carries the same ≈5.8 KB foundation (scripts/content/base-css.ts: the
 * kit's custom properties, its tones, headings, buttons and cards) ahead of its own rules, so that
 * it stands alone on any page. A page of such sections held that foundation once per section, and
 * the browser checked each element against every copy: on a page of 200 library sections, a theme
 * change restyled in ≈ 340 ms with the copies and ≈ 46 ms with one (docs/benchmarks.md).
 *
 * Dropping the earlier copies changes nothing the canvas shows. Of two identical rules, the later
 * one decides wherever both apply, so whatever sits between them is already overridden by the
 * later copy. A saved page's css drops the same copies (projections/saved-css.ts), so the canvas, the
 * preview, the zip and the published page hold the same rules.
 *
 * Two exceptions keep a sheet whole and out of the comparison: css the splitter cannot read to the
 * end (an unclosed block, string or comment), and css with `@import`, `@layer`, `@namespace` or
 * `@charset`, whose meaning depends on where in a sheet they stand or which copy comes first.
 *
 * A section whose whole css repeats the css of the section with css right before it has no sheet
 * of its own: that run of copies is one sheet, at its first section. Then a duplicated section
 * touches no sheet when it is made, removed, undone or redone (≈ 0.6 ms at 200 sections).
 */
import { ruleSpans } from '../../../domain/css-rules.ts';

export interface SectionCss {
  readonly section_id: string;
  readonly css: string;
}

/** A section that has a sheet, and its text (never empty), in page order. */
export interface SectionSheet {
  readonly section_id: string;
  readonly css: string;
}

/**
 * A css split once by its text: a page holds few distinct ones (one per library section kind). Each
 * rule is known by a number, the same for the same text in any css, so a pass over the page compares
 * numbers, and the page's rules are held as offsets into the css the document holds anyway.
 */
interface SplitCss {
  readonly spans: Int32Array;
  readonly ids: Int32Array;
}
const splits = new Map<string, SplitCss | null>();
const ruleIds = new Map<string, number>();
/** Past this many distinct texts (css edited by hand many times over), both are started again. */
const CACHE_MAX = 4096;

function split(css: string): SplitCss | null {
  let entry = splits.get(css);
  if (entry === undefined) {
    const spans = ruleSpans(css);
    entry = null;
    if (spans) {
      const ids = new Int32Array(spans.length / 2);
      for (let k = 0; k < ids.length; k++) {
        const rule = css.slice(spans[2 * k], spans[2 * k + 1]);
        let id = ruleIds.get(rule);
        if (id === undefined) {
          id = ruleIds.size;
          ruleIds.set(rule, id);
        }
        ids[k] = id;
      }
      entry = { spans, ids };
    }
    splits.set(css, entry);
  }
  return entry;
}

/** The canvas's section sheets for `sections` (see the module's comment). */
export function sectionSheets(sections: readonly SectionCss[]): SectionSheet[] {
  // Runs of identical css, each owned by its first section.
  const runs: SectionCss[] = [];
  let previousCss: string | null = null;
  for (const section of sections) {
    if (section.css.trim() === '') continue;
    if (section.css !== previousCss) runs.push(section);
    previousCss = section.css;
  }
  // Started again between passes only: within one, every rule keeps its number.
  if (splits.size >= CACHE_MAX || ruleIds.size >= 16 * CACHE_MAX) {
    splits.clear();
    ruleIds.clear();
  }
  const parts = runs.map((run) => split(run.css));
  const seenRules = new Uint8Array(ruleIds.size);
  const seenCss = new Set<string>();
  const sheets: SectionSheet[] = [];
  for (let r = runs.length - 1; r >= 0; r--) {
    const run = runs[r]!;
    const part = parts[r]!;
    if (part === null) {
      sheets.push(run);
      continue;
    }
    // The same css later on the page: every one of its rules is already there.
    if (seenCss.has(run.css)) continue;
    seenCss.add(run.css);
    // From the last rule back, as across sections: within one css, too, the last copy decides.
    const kept = new Uint8Array(part.ids.length);
    let count = 0;
    for (let k = part.ids.length - 1; k >= 0; k--) {
      const id = part.ids[k]!;
      if (seenRules[id]) continue;
      seenRules[id] = 1;
      kept[k] = 1;
      count++;
    }
    if (count === part.ids.length) sheets.push(run);
    else if (count > 0) sheets.push({ section_id: run.section_id, css: keptText(run.css, part.spans, kept) });
  }
  return sheets.reverse();
}

/** The kept rules' text: each stretch of consecutive kept rules as it stands in `css`, stretches a line apart. */
function keptText(css: string, spans: Int32Array, kept: Uint8Array): string {
  const stretches: string[] = [];
  for (let k = 0; k < kept.length; k++) {
    if (!kept[k]) continue;
    let last = k;
    while (last + 1 < kept.length && kept[last + 1]) last++;
    stretches.push(css.slice(spans[2 * k], spans[2 * last + 1]));
    k = last;
  }
  return stretches.join('\n');
}
