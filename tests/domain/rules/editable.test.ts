import { describe, expect, it } from 'vitest';
import { isEditableElement } from '../../../src/domain/rules/editable.ts';

describe('isEditableElement', () => {
  it('allows ordinary elements', () => {
    expect(isEditableElement({})).toBe(true);
    expect(isEditableElement({ name: 'title', className: 'heading big', disabled: false })).toBe(true);
  });

  it('ignores elements named not-editable', () => {
    expect(isEditableElement({ name: 'not-editable' })).toBe(false);
  });

  it('ignores elements with the not-editable class among others', () => {
    expect(isEditableElement({ className: 'not-editable' })).toBe(false);
    expect(isEditableElement({ className: 'btn  not-editable\tlarge' })).toBe(false);
  });

  it('does not match partial class names', () => {
    expect(isEditableElement({ className: 'not-editable-x' })).toBe(true);
  });

  it('ignores disabled elements', () => {
    expect(isEditableElement({ disabled: true })).toBe(false);
  });
});
