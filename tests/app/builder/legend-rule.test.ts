// @vitest-environment happy-dom
/**
 * Bootstrap's `legend + *` is replaced in the canvas by an attribute rule with the same declarations,
 * at the same place in its sheet, and the canvas marks what the original selected.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AFTER_LEGEND_ATTR,
  markAfterLegends,
  replaceLegendRule,
} from '../../../src/app/builder/canvas/legend-rule.ts';
import { resolveVendorFile } from '../../../src/server/sites/vendor-assets.ts';
import { emptyHead } from '../../support/empty-head.ts';

const HOSTED = 'http://sites.test/p1/assets/vendor/';

/** A linked sheet at `href` whose rules note when they are read (happy-dom loads no linked sheets). */
function linkedSheet(href: string, selectors: string[]) {
  const read: number[] = [];
  const rules = selectors.map((selectorText) => ({ selectorText, style: { cssText: 'clear: left;' } }));
  const list = new Proxy(rules, {
    get(target, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) read.push(Number(key));
      return Reflect.get(target, key);
    },
  });
  const sheet = {
    href,
    get cssRules() {
      read.push(-1);
      return list;
    },
    deleteRule: (index: number) => rules.splice(index, 1),
    insertRule: (text: string, index: number) => {
      rules.splice(index, 0, { selectorText: text.slice(0, text.indexOf(' {')), style: { cssText: '' } });
      return index;
    },
  };
  return { sheet, read, rules };
}

const withSheets = (...sheets: object[]) => ({ styleSheets: sheets }) as unknown as Document;

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

describe('the shipped libraries’ sheets', () => {
  const shipped = (path: string) => readFileSync(resolveVendorFile(path)!, 'utf8');

  it('Bootstrap has the rule once; Font Awesome and Animate.css have no legend rule at all', () => {
    expect(shipped('bootstrap/bootstrap.min.css').match(/legend\s*\+\s*\*/g)).toHaveLength(1);
    expect(shipped('fontawesome/css/all.min.css')).not.toMatch(/legend/);
    expect(shipped('animate/animate.min.css')).not.toMatch(/legend/);
  });

  it('reads Bootstrap’s rules only up to its legend rule, and never Font Awesome’s or Animate.css’s', () => {
    const bootstrap = linkedSheet(`${HOSTED}bootstrap/bootstrap.min.css`, ['a', 'legend + *', 'b', 'c']);
    const fontAwesome = linkedSheet(`${HOSTED}fontawesome/css/all.min.css`, ['.fa']);
    const animate = linkedSheet(`${HOSTED}animate/animate.min.css`, ['.animate__bounce']);
    expect(replaceLegendRule(withSheets(bootstrap.sheet, fontAwesome.sheet, animate.sheet))).toBe(1);
    expect(bootstrap.rules.map((rule) => rule.selectorText)).toEqual([
      'a',
      `:where([${AFTER_LEGEND_ATTR}])`,
      'b',
      'c',
    ]);
    expect(Math.max(...bootstrap.read)).toBe(1);
    expect(fontAwesome.read).toEqual([]);
    expect(animate.read).toEqual([]);
  });

  it('reads any other sheet whole, every legend rule in it replaced', () => {
    const page = linkedSheet('http://sites.test/p1/css/home.css', ['legend + *', 'a', 'legend+*']);
    expect(replaceLegendRule(withSheets(page.sheet))).toBe(2);
    expect(page.read).toContain(2);
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
