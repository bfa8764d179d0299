/**
 * What the link picker may link to: checked external addresses, a page as `{slug}.html`, a
 * section by its top element's id; and reading an existing href back into the picker's options.
 */
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGE,
  checkExternalAddress,
  hrefOfChoice,
  pageHref,
  readLinkChoice,
  sectionChoices,
} from '../../../../src/app/builder/inspector/link-picker/link-target.ts';
import {
  DEFAULT_SECTION_SETTINGS,
  emptyDocument,
  type SectionState,
} from '../../../../src/domain/document.ts';
import { parseHtml } from '../../../../src/domain/html-tree.ts';

describe('checkExternalAddress', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['example.com', 'https://example.com'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
    ['tel:+44 20 7946 0000', 'tel:+442079460000'],
  ])('accepts %s', (typed, href) => {
    expect(checkExternalAddress(typed)).toEqual({ ok: true, href });
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.com',
    'https://',
    'mailto:nobody',
    'tel:abc',
    'not an address',
    'hello',
  ])('refuses %s', (typed) => {
    expect(checkExternalAddress(typed)).toEqual({ ok: false, message: ADDRESS_MESSAGE });
  });

  it('asks for an address when empty', () => {
    expect(checkExternalAddress('  ').ok).toBe(false);
  });
});

const section = (id: string, html: string): SectionState => {
  let n = 0;
  return {
    section_id: id,
    section_name: `name-${id}`,
    section_title: `Title ${id}`,
    section_type: 'content',
    nodes: parseHtml(html, () => `n${n++}`),
    css: '',
    js: '',
    settings: DEFAULT_SECTION_SETTINGS,
  };
};

describe('pages and sections', () => {
  it('links a page page-relatively, as the hosted and zipped site lay pages out', () => {
    expect(pageHref('about-us')).toBe('about-us.html');
    expect(hrefOfChoice({ mode: 'page', pageSlug: 'about-us', address: '', anchor: '' })).toEqual({
      ok: true,
      href: 'about-us.html',
    });
  });

  it('lists sections with the id of their top element as anchor', () => {
    const doc = {
      ...emptyDocument(),
      sections: [
        section('S1', '<section id="pricing"><p>x</p></section>'),
        section('S2', '<section><p id="x">y</p></section>'),
      ],
    };
    expect(sectionChoices(doc)).toEqual([
      { sectionId: 'S1', label: 'Title S1', anchor: 'pricing' },
      { sectionId: 'S2', label: 'Title S2', anchor: null, suggested: 'title-s2' },
    ]);
    expect(hrefOfChoice({ mode: 'section', anchor: 'pricing', address: '', pageSlug: '' })).toEqual({
      ok: true,
      href: '#pricing',
    });
  });

  it('suggests an anchor from the title for a section without one, unique on the page', () => {
    const doc = {
      ...emptyDocument(),
      sections: [
        {
          ...section('S1', '<section><p id="pricing-plans">x</p></section>'),
          section_title: 'Pricing & plans',
        },
        { ...section('S2', '<section><p>y</p></section>'), section_title: 'Pricing & plans' },
        { ...section('S3', '<div>z</div>'), section_title: '2024 — news' },
      ],
    };
    expect(sectionChoices(doc).map((choice) => choice.suggested)).toEqual([
      'pricing-plans-2',
      'pricing-plans-3',
      'section-2024-news',
    ]);
  });

  it('reads an existing href back into the option it came from', () => {
    expect(readLinkChoice('about.html', ['home', 'about'], []).mode).toBe('page');
    expect(readLinkChoice('#pricing', [], ['pricing'])).toMatchObject({ mode: 'section', anchor: 'pricing' });
    expect(readLinkChoice('https://x.com', ['home'], [])).toMatchObject({
      mode: 'external',
      address: 'https://x.com',
    });
    expect(readLinkChoice('#', [], [])).toMatchObject({ mode: 'external', address: '' });
  });
});
