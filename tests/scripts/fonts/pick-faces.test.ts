/** The faces the font folder keeps per family (scripts/fonts/pick-faces.ts). */
import { describe, expect, it } from 'vitest';
import { faceFileName, pickFaces, pickWeights } from '../../../scripts/fonts/pick-faces.ts';

describe('pickWeights', () => {
  it('keeps 400 and 700 when the family has them', () => {
    expect(pickWeights([100, 300, 400, 500, 700, 900])).toEqual([400, 700]);
  });

  it('takes the nearest weight for a missing one, and keeps a single weight once', () => {
    expect(pickWeights([400])).toEqual([400]);
    expect(pickWeights([300, 500, 600])).toEqual([300, 600]);
    // Ties: regular leans lighter, bold heavier.
    expect(pickWeights([300, 500, 900])).toEqual([300, 900]);
    expect(pickWeights([])).toEqual([]);
  });
});

describe('pickFaces', () => {
  it('adds italics only when the family has them and they are wanted', () => {
    expect(pickFaces([400, 700], ['normal', 'italic'], true)).toEqual([
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
      { weight: 400, style: 'italic' },
      { weight: 700, style: 'italic' },
    ]);
    expect(pickFaces([400, 700], ['normal'], true)).toHaveLength(2);
    expect(pickFaces([400, 700], ['normal', 'italic'], false)).toHaveLength(2);
  });

  it('names files as Fontsource does', () => {
    expect(faceFileName('open-sans', { weight: 700, style: 'italic' })).toBe(
      'open-sans-latin-700-italic.woff2',
    );
  });
});
