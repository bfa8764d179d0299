/** The canvas's fit (issue 20 §4): the desktop layout at ≥ 1200 CSS px scaled to the box; devices at true width. */
import { describe, expect, it } from 'vitest';
import { fitCanvas } from '../../../src/app/builder/canvas/canvas-fit.ts';

describe('fitCanvas', () => {
  it('lays a narrow box out at 1200 px and scales it down to fit, keeping the box filled', () => {
    // A 1280 px window with the rail and the 315 px drawer open leaves 925 px.
    const fit = fitCanvas({ width: 925, height: 736 }, 'desktop');
    expect(fit.width).toBe(1200);
    expect(fit.scale).toBeCloseTo(925 / 1200, 10);
    expect(fit.width * fit.scale).toBeCloseTo(925, 10);
    expect(fit.height * fit.scale).toBeCloseTo(736, 10);
    expect(fit.framed).toBe(false);
  });

  it('uses the whole box unscaled when it is 1200 px or wider', () => {
    expect(fitCanvas({ width: 1400, height: 800 }, 'desktop')).toEqual({
      width: 1400,
      height: 800,
      scale: 1,
      framed: false,
    });
  });

  it('shows tablet and mobile at their true widths, unscaled, inside a gutter', () => {
    expect(fitCanvas({ width: 925, height: 736 }, 'tablet')).toEqual({
      width: 768,
      height: 688,
      scale: 1,
      framed: true,
    });
    expect(fitCanvas({ width: 925, height: 736 }, 'mobile')).toEqual({
      width: 390,
      height: 688,
      scale: 1,
      framed: true,
    });
  });

  it('is unscaled before the box is measured', () => {
    expect(fitCanvas({ width: 0, height: 0 }, 'desktop').scale).toBe(1);
  });
});
