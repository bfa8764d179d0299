/**
 * Bootstrap's reboot has one rule that makes any change among an element's children restyle
 * everything under that element: `legend + * { clear: left }`. Chromium keys sibling rules by a
 * class, id or attribute of the compound left of the `+`; a bare `legend` has none, so the rule
 * is checked on every insertion and removal anywhere, and its universal subject makes the check
 * cover the parent's whole subtree. On the canvas that parent is the page root: adding, moving or
 * removing a section restyled all 200 section wrappers and the content of the sections near the
 * view (≈300 elements, 6–11 ms per command on the benchmark machine; one element without it).
 *
 * In the canvas the rule is replaced, at the same place in Bootstrap's sheet, by the same
 * declarations on an attribute the canvas sets on the element right after each legend when a
 * section is rendered into it. Sections only change in the canvas by being rendered again, so the
 * mark stays right. `:where()` takes the attribute's specificity away (the original had a type
 * selector's, the least there is), so a page's own rules still override it. Saves are built from
 * the document, never from the canvas, so saved and published pages keep Bootstrap as it is.
 */

export const AFTER_LEGEND_ATTR = 'data-pw-after-legend';

const LEGEND_RULE = /^legend\s*\+\s*\*$/;

/**
 * Sheets already looked through. Reading a sheet's rules builds an object for each (Font Awesome and
 * Bootstrap have thousands: a few milliseconds), and the canvas document is looked through twice:
 * when it is opened ahead of the page (canvas-preload.ts) and when the canvas takes it.
 */
const scanned = new WeakSet<CSSStyleSheet>();

/**
 * The shipped libraries' sheets, by address (canvas-document.ts links them). Bootstrap 5.0.2 has the
 * rule once, about 70 of its 2 400 rules in, so its scan stops there; Font Awesome (2 000 rules) and
 * Animate.css have none and are not read. Reading every rule of the three cost 10–16 ms of a cold open's
 * main thread (issue 28). legend-rule.test.ts checks both facts against the shipped files.
 */
const ONE_RULE_SHEET = /\/assets\/vendor\/bootstrap\/bootstrap\.min\.css$/;
const RULELESS_SHEET = /\/assets\/vendor\/(fontawesome\/css\/all|animate\/animate)\.min\.css$/;

/**
 * Replaces `legend + *` in the document's stylesheets (Bootstrap's, loaded with CORS so its rules
 * can be read). Returns how many rules were replaced; a sheet that cannot be read is left as it is,
 * and a sheet looked through before is not looked through again.
 */
export function replaceLegendRule(documentRef: Document): number {
  let replaced = 0;
  for (const sheet of Array.from(documentRef.styleSheets)) {
    if (scanned.has(sheet)) continue;
    scanned.add(sheet);
    if (sheet.href && RULELESS_SHEET.test(sheet.href)) continue;
    const once = Boolean(sheet.href && ONE_RULE_SHEET.test(sheet.href));
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // not readable (no CORS): the page keeps the rule and is only slower to edit
    }
    for (let index = 0; index < rules.length; index++) {
      const rule = rules[index] as CSSStyleRule;
      if (typeof rule.selectorText !== 'string' || !LEGEND_RULE.test(rule.selectorText.trim())) continue;
      const declarations = rule.style.cssText;
      sheet.deleteRule(index);
      sheet.insertRule(`:where([${AFTER_LEGEND_ATTR}]) { ${declarations} }`, index);
      replaced++;
      if (once) break;
    }
  }
  return replaced;
}

/** Marks the element after each legend in a section entering the canvas (what `legend + *` selected). */
export function markAfterLegends(section: Element): void {
  for (const legend of Array.from(section.querySelectorAll('legend')))
    legend.nextElementSibling?.setAttribute(AFTER_LEGEND_ATTR, '');
}
