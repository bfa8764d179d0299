/** Builder shortcuts exactly as CONTRACT fixes them; none fire while typing in a field. */
import { describe, expect, it } from 'vitest';
import { type KeyLike, keyAction } from '../../../src/app/builder/keymap.ts';

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
