/** The toolbar's ProseMirror commands: marks, links (spec §5 new-tab rule), line breaks, and its state. */
import { history, undo } from 'prosemirror-history';
import { type Command, EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { docToHtml, htmlToDoc } from '../../../../src/app/builder/text-edit/html-mapping.ts';

import {
  insertBreak,
  linkAt,
  linkProblem,
  removeLink,
  setLink,
  toggle,
  toolbarState,
} from '../../../../src/app/builder/text-edit/text-commands.ts';

function editor(html: string, from: number, to = from) {
  let state = EditorState.create({ doc: htmlToDoc(html), plugins: [history()] });
  state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to)));
  const run = (command: Command) => command(state, (tr) => (state = state.apply(tr)));
  return { run, html: () => docToHtml(state.doc), state: () => toolbarState(state) };
}

describe('toolbar commands', () => {
  it('toggles bold on the selected word and reports it active', () => {
    const e = editor('Fresh bread daily', 6, 11);
    expect(e.state().active.bold).toBe(false);
    expect(e.run(toggle('bold'))).toBe(true);
    expect(e.html()).toBe('Fresh <strong>bread</strong> daily');
    expect(e.state().active.bold).toBe(true);
    expect(e.state().canUndo).toBe(true);
    e.run(toggle('bold'));
    expect(e.html()).toBe('Fresh bread daily');
  });

  it('keeps subscript and superscript exclusive', () => {
    const e = editor('H2O', 1, 2);
    e.run(toggle('subscript'));
    e.run(toggle('superscript'));
    expect(e.html()).toBe('H<sup>2</sup>O');
  });

  it('links the selection, with target and a safe rel for a new tab', () => {
    const e = editor('See the menu', 8, 12);
    expect(e.state().canLink).toBe(true);
    expect(e.run(setLink(' /menu ', true))).toBe(true);
    expect(e.html()).toBe('See the <a href="/menu" target="_blank" rel="noopener noreferrer">menu</a>');
    expect(e.state().link).toEqual({ href: '/menu', newTab: true });
  });

  it('edits or removes the link around the caret, keeping its other attributes', () => {
    const e = editor('Go <a href="/a" class="fw-bold">there</a> now', 5);
    expect(linkAt(htmlToDoc('Go <a href="/a">there</a> now'), 5)).toMatchObject({ from: 3, to: 8 });
    expect(e.state().link).toEqual({ href: '/a', newTab: false });
    e.run(setLink('/b', false));
    expect(e.html()).toBe('Go <a href="/b" class="fw-bold">there</a> now');
    expect(e.run(removeLink)).toBe(true);
    expect(e.html()).toBe('Go there now');
  });

  it('cannot link a bare caret outside any link, or to an empty address', () => {
    const e = editor('Plain text', 3);
    expect(e.state().canLink).toBe(false);
    expect(e.run(setLink('/x', false))).toBe(false);
    expect(editor('Plain text', 0, 5).run(setLink('  ', false))).toBe(false);
  });

  it('breaks the line with <br>, and undo takes it back', () => {
    const e = editor('one two', 3, 4);
    e.run(insertBreak);
    expect(e.html()).toBe('one<br>two');
    e.run(undo);
    expect(e.html()).toBe('one two');
  });
});

describe('linkProblem', () => {
  it('accepts page, web, mail and phone addresses and refuses scripts', () => {
    for (const href of ['/menu', '#order', 'https://x.test', 'mailto:a@b.c', 'tel:+441234']) {
      expect(linkProblem(href)).toBeNull();
    }
    expect(linkProblem('  ')).toBe('Enter a link address.');
    expect(linkProblem('javascript:alert(1)')).toBe('A link cannot run a script.');
    expect(linkProblem(' java\tscript:alert(1)')).toBe('A link cannot run a script.');
  });
});
