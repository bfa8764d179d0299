/** The icon panel's mapping (issue 20 §2 Icon): node → values, value → command. */
import { describe, expect, it } from 'vitest';
import {
  iconColorCommand,
  iconSizeCommand,
  iconValues,
  parseIconSize,
  pickIconCommand,
} from '../../../../../src/app/builder/inspector/icon/icon-values.ts';
import type { ElementNode } from '../../../../../src/domain/html-tree.ts';

const selection = { sectionId: 's1', elementId: 'i1' };
const icon = (className: string, style?: string): ElementNode => ({
  kind: 'element',
  id: 'i1',
  tag: 'i',
  attrs: [['class', className], ...(style ? ([['style', style]] as const) : [])],
  children: [],
});

describe('iconValues', () => {
  it('reads the icon, the inline size and colour', () => {
    expect(iconValues(icon('fa-regular fa-heart fa-lg', 'font-size: 32px; color: #123456;'))).toEqual({
      icon: { name: 'heart', style: 'regular' },
      size: '32px',
      color: '#123456',
    });
    expect(iconValues(icon('fa-solid fa-bolt'))).toEqual({
      icon: { name: 'bolt', style: 'solid' },
      size: '',
      color: '',
    });
  });
});

describe('the commands', () => {
  it('size: a bare number is px, units are kept, empty removes, anything else is refused', () => {
    expect(parseIconSize('24')).toEqual({ ok: true, value: '24px' });
    expect(parseIconSize(' 2.5rem ')).toEqual({ ok: true, value: '2.5rem' });
    expect(parseIconSize('')).toEqual({ ok: true, value: '' });
    expect(parseIconSize('huge')).toEqual({ ok: false, error: 'Please enter a size such as 24px.' });
    expect(iconSizeCommand(selection, '48')).toEqual({
      ok: true,
      value: { kind: 'style.set', target: selection, property: 'font-size', value: '48px' },
    });
  });

  it('colour: style.set color, empty removes it', () => {
    expect(iconColorCommand(selection, ' #ff0000 ')).toEqual({
      kind: 'style.set',
      target: selection,
      property: 'color',
      value: '#ff0000',
    });
    expect(iconColorCommand(selection, '')).toMatchObject({ property: 'color', value: '' });
  });

  it('pick: swaps the glyph, nothing when unchanged', () => {
    expect(pickIconCommand(selection, icon('fa-solid fa-bolt'), { name: 'rocket', style: 'solid' })).toEqual({
      kind: 'element.setClasses',
      sectionId: 's1',
      elementId: 'i1',
      add: ['fa-rocket'],
      remove: ['fa-bolt'],
    });
    expect(pickIconCommand(selection, icon('fa-solid fa-bolt'), { name: 'bolt', style: 'solid' })).toBeNull();
  });
});
