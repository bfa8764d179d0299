/**
 * The section tree's parser and serializer (html-tree.ts): entities, void elements, raw text,
 * comments, attributes as written, implied end tags, canonical serialisation (property) and
 * builder ids that come only from `nextId`, in document order.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  cloneWithNewIds,
  countElements,
  type ElementNode,
  getAttr,
  type HtmlNode,
  parseHtml,
  serializeNodes,
  setAttr,
  textContent,
  toggleClassValue,
  withClass,
} from '../../src/domain/html-tree.ts';

/** Ids n1, n2, … in the order they are asked for. */
function counter(prefix = 'n'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

const parse = (html: string): HtmlNode[] => parseHtml(html, counter());
const roundTrip = (html: string): string => serializeNodes(parse(html));

describe('parseHtml / serializeNodes: entities', () => {
  it('decodes &amp; &lt; &gt; &nbsp; in text and escapes them again', () => {
    const nodes = parse('<p>Bread &amp; butter &lt;3 1 &gt; 0&nbsp;ok</p>');
    const p = nodes[0] as ElementNode;
    expect(p.children).toEqual([{ kind: 'text', text: 'Bread & butter <3 1 > 0\u00a0ok' }]);
    expect(serializeNodes(nodes)).toBe('<p>Bread &amp; butter &lt;3 1 &gt; 0&nbsp;ok</p>');
  });

  it('decodes numeric and named entities, writing back only the four it must escape', () => {
    expect(roundTrip('<p>&#169; &copy; &#x41; &quot;q&quot; &#39;</p>')).toBe('<p>© © A "q" \'</p>');
  });

  it('escapes a bare & and < found in text', () => {
    expect(roundTrip('<p>fish & chips</p>')).toBe('<p>fish &amp; chips</p>');
    expect(roundTrip('<p>a < b</p>')).toBe('<p>a &lt; b</p>');
  });

  it('decodes attribute values and escapes &, " and non-breaking spaces in them', () => {
    const nodes = parse('<a title="Tom &amp; &quot;Jerry&quot;&nbsp;<3" href="/?a=1&amp;b=2">x</a>');
    const a = nodes[0] as ElementNode;
    expect(a.attrs).toEqual([
      ['title', 'Tom & "Jerry"\u00a0<3'],
      ['href', '/?a=1&b=2'],
    ]);
    expect(serializeNodes(nodes)).toBe(
      '<a title="Tom &amp; &quot;Jerry&quot;&nbsp;<3" href="/?a=1&amp;b=2">x</a>',
    );
  });

  it('writes single-quoted and unquoted attributes with double quotes', () => {
    expect(roundTrip(`<p class='a "b"' data-x=1>t</p>`)).toBe('<p class="a &quot;b&quot;" data-x="1">t</p>');
  });
});

describe('parseHtml / serializeNodes: elements', () => {
  it('writes void elements without an end tag and without children', () => {
    const nodes = parse('<div>a<br>b<img src="x.png" alt="X"><hr/></div>');
    const div = nodes[0] as ElementNode;
    expect(div.children.map((c) => (c.kind === 'element' ? c.tag : c.kind))).toEqual([
      'text',
      'br',
      'text',
      'img',
      'hr',
    ]);
    expect((div.children[1] as ElementNode).children).toEqual([]);
    expect(serializeNodes(nodes)).toBe('<div>a<br>b<img src="x.png" alt="X"><hr></div>');
    // An <hr> is not allowed inside a paragraph: it closes it, as in a browser.
    expect(roundTrip('<p>a<hr>b</p>')).toBe('<p>a</p><hr>b<p></p>');
  });

  it('drops the self-closing slash of void elements', () => {
    expect(roundTrip('<input type="text" name="email" /><br/>')).toBe('<input type="text" name="email"><br>');
  });

  it('keeps script and style text raw: nothing decoded, nothing escaped', () => {
    const script = '<script>if (a < b && c > d) { s = "&amp;"; }</script>';
    const style = '<style>a > b::after { content: "&"; }</style>';
    expect(roundTrip(script)).toBe(script);
    expect(roundTrip(style)).toBe(style);
    const [node] = parse(script) as [ElementNode];
    expect(node.children).toEqual([{ kind: 'text', text: 'if (a < b && c > d) { s = "&amp;"; }' }]);
  });

  it('keeps comments verbatim, including characters that would be escaped in text', () => {
    const html = '<div><!-- note: a & <b> --><p>x</p></div>';
    const [div] = parse(html) as [ElementNode];
    expect(div.children[0]).toEqual({ kind: 'comment', text: ' note: a & <b> ' });
    expect(serializeNodes([div])).toBe(html);
  });

  it('keeps attribute order as written', () => {
    const html = '<a id="a1" href="/x" data-z="1" class="btn" aria-label="Go">x</a>';
    expect(roundTrip(html)).toBe(html);
    expect((parse(html)[0] as ElementNode).attrs.map(([name]) => name)).toEqual([
      'id',
      'href',
      'data-z',
      'class',
      'aria-label',
    ]);
  });

  it('keeps the case of attribute names (SVG viewBox) and of SVG tag names, lower-cases HTML tags', () => {
    expect(
      roundTrip('<svg viewBox="0 0 24 24" preserveAspectRatio="none"><path d="M0 0h24"></path></svg>'),
    ).toBe('<svg viewBox="0 0 24 24" preserveAspectRatio="none"><path d="M0 0h24"></path></svg>');
    expect(
      roundTrip('<svg><linearGradient id="g"></linearGradient><foreignObject><p>x</p></foreignObject></svg>'),
    ).toBe('<svg><linearGradient id="g"></linearGradient><foreignObject><p>x</p></foreignObject></svg>');
    expect(roundTrip('<DIV class="x">y</DIV>')).toBe('<div class="x">y</div>');
  });

  it('writes boolean attributes bare, also when they were written with an empty value', () => {
    const nodes = parse('<input type="checkbox" checked disabled=""><video autoplay muted loop></video>');
    expect((nodes[0] as ElementNode).attrs).toEqual([
      ['type', 'checkbox'],
      ['checked', ''],
      ['disabled', ''],
    ]);
    expect(serializeNodes(nodes)).toBe(
      '<input type="checkbox" checked disabled><video autoplay muted loop></video>',
    );
  });

  it('closes implied end tags the way HTML does', () => {
    expect(roundTrip('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(roundTrip('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
    expect(roundTrip('<p>a<div>b</div>')).toBe('<p>a</p><div>b</div>');
    expect(roundTrip('<div><span>x')).toBe('<div><span>x</span></div>');
    expect(roundTrip('<table><tr><td>a<td>b</table>')).toBe('<table><tr><td>a</td><td>b</td></tr></table>');
  });

  it('ignores a stray end tag, except </p> which makes an empty paragraph', () => {
    expect(roundTrip('<div>a</span>b</div>')).toBe('<div>ab</div>');
    expect(roundTrip('<div>x</p></div>')).toBe('<div>x<p></p></div>');
  });

  it('keeps top-level text and whitespace between elements', () => {
    expect(roundTrip('hi <b>there</b>\n  <i>you</i>\n')).toBe('hi <b>there</b>\n  <i>you</i>\n');
  });

  it('parses the empty string to no nodes', () => {
    expect(parse('')).toEqual([]);
    expect(serializeNodes([])).toBe('');
  });
});

/**
 * Regressions found by the canonical-serialisation property: the serializer must treat as raw
 * text exactly the elements the parser reads as raw text.
 */
describe('raw text follows the parser (regressions)', () => {
  it('escapes the text of <script> inside <svg>, which the parser reads as ordinary (decoded) text', () => {
    // Inside SVG, <script> is foreign content: its entities are decoded, so writing the text back
    // raw would turn inert text into live markup (here an <img onerror>).
    const html = '<svg><script>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</script></svg>';
    const [svg] = parse(html) as [ElementNode];
    const script = svg.children[0] as ElementNode;
    expect(script.children).toEqual([{ kind: 'text', text: '</script><img src=x onerror=alert(1)>' }]);
    expect(roundTrip(html)).toBe(html);
  });

  it('escapes the text of <style> inside <svg> the same way', () => {
    expect(roundTrip('<svg><style>&lt;/style&gt;</style></svg>')).toBe(
      '<svg><style>&lt;/style&gt;</style></svg>',
    );
  });

  it('writes the raw text of <iframe>, <xmp>, <noembed> and <noframes> back unescaped, as read', () => {
    for (const tag of ['iframe', 'xmp', 'noembed', 'noframes']) {
      const html = `<${tag}>&lt;b&gt; &amp;</${tag}>`;
      expect(roundTrip(html)).toBe(html);
    }
  });
});

describe('builder ids', () => {
  it('gives every element one id from nextId, in document order, and none to text or comments', () => {
    const nextId = vi.fn(counter());
    const nodes = parseHtml('<div>t<!--c--><p>a<b>b</b></p><br></div><span>s</span>', nextId);
    expect(nextId).toHaveBeenCalledTimes(5);
    expect(countElements(nodes)).toBe(5);
    expect(serializeNodes(nodes, { withIds: true })).toBe(
      '<div data-pw-id="n1">t<!--c--><p data-pw-id="n2">a<b data-pw-id="n3">b</b></p><br data-pw-id="n4"></div>' +
        '<span data-pw-id="n5">s</span>',
    );
  });

  it('writes data-pw-id first, before the element’s own attributes, only with withIds', () => {
    const nodes = parseHtml('<a href="/x" class="btn">Go</a>', counter('id'));
    expect(serializeNodes(nodes, { withIds: true })).toBe('<a data-pw-id="id1" href="/x" class="btn">Go</a>');
    expect(serializeNodes(nodes)).toBe('<a href="/x" class="btn">Go</a>');
    expect(serializeNodes(nodes, { withIds: false })).not.toContain('data-pw-id');
  });

  it('never asks for ids while serialising', () => {
    const nextId = vi.fn(counter());
    const nodes = parseHtml('<p>a</p>', nextId);
    serializeNodes(nodes, { withIds: true });
    serializeNodes(nodes);
    expect(nextId).toHaveBeenCalledTimes(1);
  });

  it('parsing the same html with the same ids gives equal trees (deterministic)', () => {
    const html = '<section><h1>T</h1><p>x <i>y</i></p></section>';
    expect(parseHtml(html, counter())).toEqual(parseHtml(html, counter()));
  });

  it('cloneWithNewIds renews every element id and shares nothing else', () => {
    const [original] = parseHtml('<div class="a"><p>x</p><br></div>', counter('o')) as [ElementNode];
    const copy = cloneWithNewIds(original, counter('c')) as ElementNode;
    expect(serializeNodes([copy], { withIds: true })).toBe(
      '<div data-pw-id="c1" class="a"><p data-pw-id="c2">x</p><br data-pw-id="c3"></div>',
    );
    expect(serializeNodes([original], { withIds: true })).toBe(
      '<div data-pw-id="o1" class="a"><p data-pw-id="o2">x</p><br data-pw-id="o3"></div>',
    );
  });
});

describe('attribute and class helpers', () => {
  const attrs = [
    ['class', 'btn'],
    ['href', '/'],
  ] as const;

  it('setAttr replaces in place, appends new names, removes with null, and returns the same array for no change', () => {
    expect(setAttr(attrs, 'class', 'btn-lg')).toEqual([
      ['class', 'btn-lg'],
      ['href', '/'],
    ]);
    expect(setAttr(attrs, 'target', '_blank')).toEqual([
      ['class', 'btn'],
      ['href', '/'],
      ['target', '_blank'],
    ]);
    expect(setAttr(attrs, 'class', null)).toEqual([['href', '/']]);
    expect(setAttr(attrs, 'class', 'btn')).toBe(attrs);
    expect(setAttr(attrs, 'title', null)).toBe(attrs);
  });

  it('toggleClassValue and withClass add or remove one class, keeping the others in order', () => {
    expect(toggleClassValue('a  b c', 'b', false)).toBe('a c');
    expect(toggleClassValue('a b', 'b', true)).toBe('a b');
    expect(toggleClassValue('b', 'b', false)).toBeNull();
    expect(toggleClassValue(undefined, 'active', true)).toBe('active');
    expect(withClass(attrs, 'active', true)).toEqual([
      ['class', 'btn active'],
      ['href', '/'],
    ]);
    expect(withClass(attrs, 'btn', true)).toBe(attrs);
    expect(withClass([['href', '/']], 'x', false)).toEqual([['href', '/']]);
  });

  it('getAttr and textContent read a subtree', () => {
    const [div] = parse('<div data-a="1">He<b>ll</b>o<!--no--></div>') as [ElementNode];
    expect(getAttr(div, 'data-a')).toBe('1');
    expect(getAttr(div, 'data-b')).toBeUndefined();
    expect(textContent([div])).toBe('Hello');
  });
});

/** Tag soup from a small alphabet, with the characters that stress escaping. */
const soupToken = fc.constantFrom(
  '<div>',
  '</div>',
  '<p class="a">',
  '</p>',
  '<span title="x &amp; &quot;y&quot;">',
  '</span>',
  '<ul>',
  '<li>',
  '</li>',
  '</ul>',
  '<br>',
  '<img src="a.png" alt="">',
  '<input disabled>',
  '<a href="/?a=1&b=2">',
  '</a>',
  '<script>',
  '</script>',
  '<style>',
  '</style>',
  '<!--',
  '-->',
  '<!-- c -->',
  '<svg viewBox="0 0 1 1">',
  '</svg>',
  '<iframe>',
  '</iframe>',
  '<textarea>',
  '</textarea>',
  '<table><tr><td>',
  '</table>',
  'text',
  ' ',
  '\n',
  '<',
  '>',
  '&',
  '&amp;',
  '&lt;',
  '&nbsp;',
  '"',
  "'",
  '=',
  '/',
  'a',
);
const soup = fc.array(soupToken, { maxLength: 40 }).map((tokens) => tokens.join(''));

describe('canonical serialisation (property)', () => {
  it('serialize(parse(serialize(parse(h)))) === serialize(parse(h)) for random tag soup', () => {
    fc.assert(
      fc.property(soup, (html) => {
        const once = roundTrip(html);
        expect(roundTrip(once)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it('the reparsed tree of a serialisation has the same shape (ids aside)', () => {
    fc.assert(
      fc.property(soup, (html) => {
        const once = parse(serializeNodes(parse(html)));
        expect(parse(serializeNodes(once))).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });
});
