/** The texts an AI rewrite reads from a section (issue 24): roles, references, what is left out. */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/domain/html-tree.ts';
import {
  collectSectionTexts,
  keepOuterWhitespace,
  parseTextRef,
  textRef,
} from '../../src/domain/section-texts.ts';

function nodes(html: string) {
  let n = 0;
  return parseHtml(html, () => `e${++n}`);
}

describe('collectSectionTexts', () => {
  it('reads headings, paragraphs, buttons, list items, links, labels and alt texts with their roles', () => {
    const tree = nodes(
      '<section><div class="container">' +
        '<h1>Fresh  bread\n daily</h1>' +
        '<p>We bake <b>every</b> morning. <a href="/about">Read more</a></p>' +
        '<a class="btn btn-primary" href="#">Order now</a>' +
        '<ul><li>Sourdough</li><li>Rye</li></ul>' +
        '<label>Your email</label><button type="submit">Send</button>' +
        '<img src="a.webp" alt="A warm loaf"><img src="b.webp" alt="">' +
        '<div>Loose text</div>' +
        '</div></section>',
    );
    // Ids in document order: e1 section, e2 div, e3 h1, e4 p, e5 b, e6 a, e7 a.btn, e8 ul, e9 li,
    // e10 li, e11 label, e12 button, e13 img, e14 img, e15 div.
    expect(collectSectionTexts(tree)).toEqual([
      { id: 'e3#0', role: 'heading', text: 'Fresh bread daily' },
      { id: 'e4#0', role: 'paragraph', text: 'We bake' },
      { id: 'e5#0', role: 'paragraph', text: 'every' },
      { id: 'e4#2', role: 'paragraph', text: 'morning.' },
      { id: 'e6#0', role: 'link', text: 'Read more' },
      { id: 'e7#0', role: 'button', text: 'Order now' },
      { id: 'e9#0', role: 'list_item', text: 'Sourdough' },
      { id: 'e10#0', role: 'list_item', text: 'Rye' },
      { id: 'e11#0', role: 'label', text: 'Your email' },
      { id: 'e12#0', role: 'button', text: 'Send' },
      { id: 'e13@alt', role: 'alt', text: 'A warm loaf' },
      { id: 'e15#0', role: 'text', text: 'Loose text' },
    ]);
  });

  it('leaves out scripts, styles, svg, placeholders and not-editable elements', () => {
    const tree = nodes(
      '<div><script>var a = "x";</script><style>p{}</style><svg><text>Logo</text></svg>' +
        '<p class="not-editable">Fixed</p><p name="not-editable">Fixed too</p><p disabled>Off</p>' +
        '<div class="pw-placeholder" data-pw-placeholder="true"><button>Add Element</button></div>' +
        '<p>Kept</p></div>',
    );
    expect(collectSectionTexts(tree).map((t) => t.text)).toEqual(['Kept']);
  });

  it('stops at the limit', () => {
    const tree = nodes(`<ul>${'<li>Item</li>'.repeat(10)}</ul>`);
    expect(collectSectionTexts(tree, 3)).toHaveLength(3);
  });
});

describe('text references', () => {
  it('round-trip through textRef and parseTextRef', () => {
    expect(parseTextRef(textRef({ elementId: 'n0001', kind: 'text', index: 2 }))).toEqual({
      elementId: 'n0001',
      kind: 'text',
      index: 2,
    });
    expect(parseTextRef('n0001@alt')).toEqual({ elementId: 'n0001', kind: 'alt' });
    expect(parseTextRef('n0001')).toBeNull();
    expect(parseTextRef('#3')).toBeNull();
  });
});

describe('keepOuterWhitespace', () => {
  it('keeps the spaces that separated the text from its neighbours', () => {
    expect(keepOuterWhitespace(' morning. ', 'evening.')).toBe(' evening. ');
    expect(keepOuterWhitespace('We bake ', '  We cook ')).toBe('We cook ');
    expect(keepOuterWhitespace('\n  Title\n', 'New')).toBe('\n  New\n');
  });
});
