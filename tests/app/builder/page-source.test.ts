/** Reading a page's saved files back: the record's theme fields, round trip. */
import { describe, expect, it } from 'vitest';
import { rootValuesOf } from '../../../src/app/builder/page-source.ts';
import { DEFAULT_ROOT_VALUES } from '../../../src/domain/root-values.ts';

describe('rootValuesOf', () => {
  it('takes the page record’s theme fields and the spec defaults for the rest', () => {
    const root = rootValuesOf({ primary_color: '#000000', font_family: 'Lato', unrelated: 3 } as never);
    expect(root.primary_color).toBe('#000000');
    expect(root.font_family).toBe('Lato');
    expect(root.secondary_color).toBe(DEFAULT_ROOT_VALUES.secondary_color);
  });
});
