/**
 * The navigation panel's mapping on the shipped navbars' markup (issue 20 §2 Nav list; spec §9
 * logo 60 px): items with their links, the header around the list, the logo commands, the
 * collapse breakpoint and the menu colours.
 */
import { describe, expect, it } from 'vitest';
import {
  collapseCommand,
  collapseOf,
  logoCommands,
  menuColourCommand,
  navHeader,
  navItems,
  navLinkCommand,
} from '../../../../../src/app/builder/inspector/nav/nav-values.ts';
import { applyEvents, decide } from '../../../../../src/commands/registry.ts';
import type { SectionInput } from '../../../../../src/commands/section.ts';
import { emptyDocument, type PageDocument } from '../../../../../src/domain/document.ts';
import type { ElementNode, HtmlNode } from '../../../../../src/domain/html-tree.ts';
import { seededIds } from '../../../../../src/domain/ids.ts';
import { CENTERED, CLASSIC } from './navbars.ts';

function docWith(html: string): PageDocument {
  const input: SectionInput = {
    section_name: 'nav',
    section_title: 'Nav',
    section_type: 'header',
    section_html: html,
  };
  const doc = emptyDocument();
  const decided = decide(doc, { kind: 'section.add', section: input }, { ids: seededIds(3) });
  if (!decided.ok) throw new Error(decided.error.message);
  return applyEvents(doc, decided.value);
}

function find(nodes: readonly HtmlNode[], test: (node: ElementNode) => boolean): ElementNode[] {
  return nodes.flatMap((node) =>
    node.kind !== 'element' ? [] : [...(test(node) ? [node] : []), ...find(node.children, test)],
  );
}

const isNavList = (node: ElementNode) => node.tag === 'ul';

describe('navItems', () => {
  it('reads each item’s label and link', () => {
    const doc = docWith(CLASSIC);
    const [list] = find(doc.sections[0]!.nodes, isNavList);
    const items = navItems(list!);
    expect(items.map((item) => [item.text.text, item.link.href])).toEqual([
      ['Home', 'index.html'],
      ['About', 'about.html'],
      ['Services', 'services.html'],
      ['Contact', 'contact.html'],
    ]);
    expect(navLinkCommand('s', items[1]!, { href: '#pricing', openInNewTab: true })).toEqual({
      kind: 'element.setLink',
      sectionId: 's',
      elementId: items[1]!.linkId,
      href: '#pricing',
      openInNewTab: true,
    });
  });
});

describe('the header', () => {
  it('finds the navbar, its brands and toggler from the list', () => {
    const doc = docWith(CENTERED);
    const sectionId = doc.sections[0]!.section_id;
    const [list] = find(doc.sections[0]!.nodes, isNavList);
    const header = navHeader(doc, { sectionId, elementId: list!.id })!;
    expect(header.navbar?.tag).toBe('nav');
    expect(header.brands).toHaveLength(2);
    expect(header.hasToggler).toBe(true);
    expect(collapseOf(header.navbar!)).toBe('lg');
  });

  it('a logo replaces each brand’s icon mark, 60 px high, keeping the name, one command per brand', () => {
    const doc = docWith(CENTERED);
    const sectionId = doc.sections[0]!.section_id;
    const [list] = find(doc.sections[0]!.nodes, isNavList);
    const commands = logoCommands(
      navHeader(doc, { sectionId, elementId: list!.id })!,
      'https://cdn.test/logo.png',
    );
    expect(commands).toHaveLength(2);
    expect(commands[0]).toMatchObject({
      kind: 'element.setRichText',
      html: '<img src="https://cdn.test/logo.png" alt="Maison Lumière logo" class="pws-brand-logo" style="height: 60px; width: auto;"><span class="pws-brand-name">Maison Lumière</span>',
    });
  });

  it('the collapse breakpoint is the navbar’s navbar-expand class', () => {
    const doc = docWith(CLASSIC);
    const [navbar] = find(doc.sections[0]!.nodes, (node) => node.tag === 'nav');
    expect(collapseCommand('s', navbar!, 'md')).toEqual({
      kind: 'element.setClasses',
      sectionId: 's',
      elementId: navbar!.id,
      add: ['navbar-expand-md'],
      remove: ['navbar-expand-lg'],
    });
    expect(collapseCommand('s', navbar!, 'always')).toMatchObject({ add: [], remove: ['navbar-expand-lg'] });
    expect(collapseCommand('s', navbar!, 'never')).toMatchObject({ add: ['navbar-expand'] });
    expect(collapseCommand('s', navbar!, 'lg')).toBeNull();
  });

  it('menu colours are theme values; clearing one restores its default', () => {
    expect(menuColourCommand('menu_color', '#112233')).toEqual({
      kind: 'theme.setValue',
      key: 'menu_color',
      value: '#112233',
    });
    expect(menuColourCommand('menu_hover_color', '')).toEqual({
      kind: 'theme.setValue',
      key: 'menu_hover_color',
      value: '#EB144C',
    });
  });
});
