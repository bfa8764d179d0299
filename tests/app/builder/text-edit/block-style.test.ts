/** The block's own styles the toolbar sets: reading them, indent steps, and the commands a commit runs. */
import { describe, expect, it } from 'vitest';
import {
  blockStyleCommands,
  blockStyleCss,
  EMPTY_BLOCK_STYLE,
  indentLevel,
  readBlockStyle,
  steppedIndent,
} from '../../../../src/app/builder/text-edit/block-style.ts';
import { parseHexColour } from '../../../../src/app/builder/text-edit/toolbar-options.ts';

describe('block style', () => {
  it("reads alignment, line height and indent from the element's style, ignoring the rest", () => {
    expect(readBlockStyle('color: red; text-align: right; line-height: 2; padding-left: 80px')).toEqual({
      'text-align': 'right',
      'line-height': '2',
      'padding-left': '80px',
    });
    expect(readBlockStyle(undefined)).toEqual(EMPTY_BLOCK_STYLE);
    expect(blockStyleCss({ ...EMPTY_BLOCK_STYLE, 'text-align': 'center' })).toBe('text-align: center');
  });

  it('steps the indent by 40 px between 0 (removed) and 8 levels', () => {
    expect(steppedIndent(null, 1)).toBe('40px');
    expect(steppedIndent('40px', -1)).toBeNull();
    expect(steppedIndent(null, -1)).toBeNull();
    expect(steppedIndent('320px', 1)).toBe('320px');
    // A padding the page set itself counts as the nearest step.
    expect(indentLevel('12px')).toBe(0);
    expect(steppedIndent('1.5rem', 1)).toBe('40px');
  });

  it('commits one style.set per changed property; a removed one is set empty', () => {
    const target = { sectionId: 's', elementId: 'e' };
    const start = { ...EMPTY_BLOCK_STYLE, 'line-height': '2' };
    const end = { ...EMPTY_BLOCK_STYLE, 'text-align': 'justify' };
    expect(blockStyleCommands(target, start, end)).toEqual([
      { kind: 'style.set', target, property: 'text-align', value: 'justify' },
      { kind: 'style.set', target, property: 'line-height', value: '' },
    ]);
    expect(blockStyleCommands(target, start, start)).toEqual([]);
  });

  it('accepts a typed hex colour with or without #, and nothing else', () => {
    expect(parseHexColour('1E40AF')).toBe('#1e40af');
    expect(parseHexColour('#abc')).toBe('#abc');
    expect(parseHexColour('red')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
  });
});
