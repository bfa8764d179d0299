// @vitest-environment happy-dom
/**
 * The link fields (Link panel, Button link, Image link): one `element.setLink` with href, target
 * and event id (spec §5: book-a-call class when set); a typed href is checked first.
 */
import { describe, expect, it } from 'vitest';
import {
  checkedLinkCommand,
  imageLinkOf,
  linkCommand,
  readLinkValue,
} from '../../../../src/app/builder/inspector/link-fields.ts';
import { ADDRESS_MESSAGE } from '../../../../src/app/builder/inspector/link-picker/link-target.ts';
import { docOf, nodeAt, sectionHtml, select, storeWith } from '../panel-harness.tsx';

describe('link fields', () => {
  it('reads href, target and event id', () => {
    const store = storeWith(
      '<a href="about.html" target="_blank" rel="noopener noreferrer" data-event-id="e1">A</a>',
    );
    expect(readLinkValue(nodeAt(store, select(store, 'a')))).toEqual({
      href: 'about.html',
      openInNewTab: true,
      eventId: 'e1',
    });
  });

  it('writes all three at once; an event id adds the book-a-call class, clearing it removes it', () => {
    const store = storeWith('<a href="#">A</a>');
    const target = select(store, 'a');
    store.run(linkCommand(target, { href: 'https://example.com', openInNewTab: true, eventId: 'ev9' }));
    expect(sectionHtml(store)).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer" class="book-a-call" data-event-id="ev9">A</a>',
    );
    store.run(linkCommand(target, { href: 'https://example.com', openInNewTab: false, eventId: '' }));
    expect(sectionHtml(store)).toBe('<a href="https://example.com">A</a>');
  });

  it('refuses a javascript: address and one with spaces; accepts pages and anchors', () => {
    const target = { sectionId: 's', elementId: 'e' };
    const link = (href: string) => checkedLinkCommand(target, { href, openInNewTab: false });
    expect(link('javascript:alert(1)')).toEqual({ ok: false, message: ADDRESS_MESSAGE });
    expect(link('my page.html')).toEqual({ ok: false, message: ADDRESS_MESSAGE });
    expect(link('about.html').ok).toBe(true);
    expect(link('#pricing').ok).toBe(true);
    expect(link('mailto:ada@example.com').ok).toBe(true);
  });

  it('finds the link around an image', () => {
    const store = storeWith('<a href="shop.html"><img src="a.png" alt="A"></a><img src="b.png" alt="B">');
    const linked = select(store, 'img');
    expect(imageLinkOf(docOf(store), linked)).toEqual({
      href: 'shop.html',
      openInNewTab: false,
      eventId: '',
    });
    const section = docOf(store).sections[0]!;
    const second = { sectionId: section.section_id, elementId: (section.nodes[1] as { id: string }).id };
    expect(imageLinkOf(docOf(store), second)).toBeNull();
  });

  it('links an image through its wrapping <a>', () => {
    const store = storeWith('<img src="a.png" alt="A">');
    const target = select(store, 'img');
    store.run(linkCommand(target, { href: 'shop.html', openInNewTab: false }));
    expect(sectionHtml(store)).toBe('<a href="shop.html"><img src="a.png" alt="A"></a>');
  });
});
