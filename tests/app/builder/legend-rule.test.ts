// @vitest-environment happy-dom
/**
 * Bootstrap's `legend + *` is replaced in the canvas by an attribute rule with the same declarations,
 * at the same place in its sheet, and the canvas marks what the original selected.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AFTER_LEGEND_ATTR,
  markAfterLegends,
  replaceLegendRule,
} from '../../../src/app/builder/canvas/legend-rule.ts';
import { emptyHead } from '../../support/empty-head.ts';

beforeEach(() => {
  emptyHead();
  document.body.innerHTML = '';
});

describe('replaceLegendRule', () => {
  it('swaps legend + * for the marked attribute, keeping its place and declarations', () => {
    const style = document.createElement('style');
    style.textContent = 'legend{float:left;width:100%}legend+*{clear:left}.a{color:red}';
    document.head.append(style);
    expect(replaceLegendRule(document)).toBe(1);
    const rules = Array.from(style.sheet!.cssRules, (rule) => (rule as CSSStyleRule).selectorText);
    expect(rules).toEqual(['legend', `:where([${AFTER_LEGEND_ATTR}])`, '.a']);
    expect((style.sheet!.cssRules[1] as CSSStyleRule).style.getPropertyValue('clear')).toBe('left');
  });

  it('looks through a sheet once: the canvas document is prepared ahead and again when attached', () => {
    const style = document.createElement('style');
    style.textContent = 'legend+*{clear:left}';
    document.head.append(style);
    expect(replaceLegendRule(document)).toBe(1);
    // The same sheet, even were the rule back, is not read again; a sheet added since is.
    style.sheet!.insertRule('legend + * { clear: left }', 0);
    expect(replaceLegendRule(document)).toBe(0);
    const later = document.createElement('style');
    later.textContent = 'legend+*{clear:both}';
    document.head.append(later);
    expect(replaceLegendRule(document)).toBe(1);
    expect((later.sheet!.cssRules[0] as CSSStyleRule).selectorText).toBe(`:where([${AFTER_LEGEND_ATTR}])`);
  });

  it('leaves sheets without the rule alone', () => {
    const style = document.createElement('style');
    style.textContent = 'legend ~ p{clear:left} h1 + *{margin:0}';
    document.head.append(style);
    expect(replaceLegendRule(document)).toBe(0);
    expect(style.sheet!.cssRules).toHaveLength(2);
  });
});

describe('markAfterLegends', () => {
  it('marks the element right after each legend, and nothing else', () => {
    const section = document.createElement('section');
    section.innerHTML =
      '<form><fieldset><legend>Contact</legend>text<input id="first"><input id="second"></fieldset>' +
      '<fieldset><legend>Empty</legend></fieldset><p id="after-form"></p></form>';
    markAfterLegends(section);
    const marked = Array.from(section.querySelectorAll(`[${AFTER_LEGEND_ATTR}]`), (el) => el.id);
    expect(marked).toEqual(['first']);
  });
});
