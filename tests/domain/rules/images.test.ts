import { describe, expect, it } from 'vitest';
import { hasEditButton, hasHoverButton, isLargeImage } from '../../../src/domain/rules/images.ts';

describe('hasEditButton', () => {
  it('needs both sides to be at least 50', () => {
    expect(hasEditButton(50, 50)).toBe(true);
    expect(hasEditButton(49, 50)).toBe(false);
    expect(hasEditButton(50, 49)).toBe(false);
    expect(hasEditButton(49, 49)).toBe(false);
    expect(hasEditButton(0, 0)).toBe(false);
    expect(hasEditButton(49.5, 300)).toBe(false);
  });
});

describe('hasHoverButton', () => {
  it('needs both sides over 49', () => {
    expect(hasHoverButton(50, 50)).toBe(true);
    expect(hasHoverButton(49, 50)).toBe(false);
    expect(hasHoverButton(50, 49)).toBe(false);
    expect(hasHoverButton(49.5, 49.5)).toBe(true);
  });
});

describe('isLargeImage', () => {
  it('is over 150 wide', () => {
    expect(isLargeImage(150)).toBe(false);
    expect(isLargeImage(151)).toBe(true);
    expect(isLargeImage(150.5)).toBe(true);
    expect(isLargeImage(0)).toBe(false);
  });
});
