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

beforeEach(() => {
  document.head.innerHTML = '';
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
