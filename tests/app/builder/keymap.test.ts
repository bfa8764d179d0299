// @vitest-environment happy-dom
/** Builder shortcuts exactly as CONTRACT fixes them; none fire while typing in a field. */
import { describe, expect, it } from 'vitest';
import { isTextField, type KeyLike, keyAction } from '../../../src/app/builder/keymap.ts';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyAction', () => {
  it('maps undo and redo on Windows/Linux and macOS', () => {
    expect(keyAction(key('z', { ctrlKey: true }), false)).toBe('undo');
    expect(keyAction(key('z', { metaKey: true }), false)).toBe('undo');
    expect(keyAction(key('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(keyAction(key('z', { metaKey: true, shiftKey: true }), false)).toBe('redo');
    expect(keyAction(key('y', { ctrlKey: true }), false)).toBe('redo');
    expect(keyAction(key('y', { metaKey: true }), false)).toBeNull();
  });

  it('maps Delete, Escape and Enter', () => {
    expect(keyAction(key('Delete'), false)).toBe('remove');
    expect(keyAction(key('Escape'), false)).toBe('clearSelection');
    expect(keyAction(key('Enter'), false)).toBe('editText');
    expect(keyAction(key('Backspace'), false)).toBeNull();
    expect(keyAction(key('z'), false)).toBeNull();
  });

  it('leaves every key to a focused text field', () => {
    expect(keyAction(key('z', { ctrlKey: true }), true)).toBeNull();
    expect(keyAction(key('Delete'), true)).toBeNull();
  });
});

describe('keyAction: the right-click menu from the keyboard', () => {
  it('opens it with the context-menu key or Shift+F10', () => {
    expect(keyAction(key('ContextMenu'), false)).toBe('openMenu');
    expect(keyAction(key('F10', { shiftKey: true }), false)).toBe('openMenu');
    expect(keyAction(key('F10'), false)).toBeNull();
    expect(keyAction(key('ContextMenu'), true)).toBeNull();
  });
});

describe('isTextField', () => {
  const make = (html: string): Element => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    return holder.firstElementChild!;
  };

  it('is true where typing goes into text', () => {
    expect(isTextField(make('<input>'))).toBe(true);
    expect(isTextField(make('<input type="url">'))).toBe(true);
    expect(isTextField(make('<textarea></textarea>'))).toBe(true);
    expect(isTextField(make('<select></select>'))).toBe(true);
    const editable = make('<h1>x</h1>') as HTMLElement;
    document.body.append(editable);
    editable.contentEditable = 'true';
    expect(isTextField(editable)).toBe(true);
  });

  it('is false for buttons, boxes and plain elements', () => {
    expect(isTextField(make('<input type="checkbox">'))).toBe(false);
    expect(isTextField(make('<button>x</button>'))).toBe(false);
    expect(isTextField(make('<p>x</p>'))).toBe(false);
    expect(isTextField(null)).toBe(false);
    expect(isTextField(document)).toBe(false);
  });
});
