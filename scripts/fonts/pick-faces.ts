/**
 * Which faces of a Fontsource family the committed font folder keeps (issue 20 §3 "Font family"):
 * the latin subset, regular (400) and bold (700), upright and — when the family has one — italic.
 * A family without one of those weights gets its nearest weight instead (Bebas Neue has only 400,
 * Abril Fatface too), so every family keeps at least one face, and the browser synthesises the rest.
 * Pure; used by build-fonts.ts.
 */

/** One face: weight and style, as Fontsource names its files. */
export interface FontFace {
  readonly weight: number;
  readonly style: 'normal' | 'italic';
}

export const WANTED_WEIGHTS = [400, 700] as const;

/** The weights kept: 400 and 700, each replaced by the nearest available weight when missing. */
export function pickWeights(available: readonly number[]): number[] {
  if (available.length === 0) return [];
  const picked = new Set<number>();
  for (const wanted of WANTED_WEIGHTS) {
    // Ties go to the heavier weight for bold and the lighter one for regular.
    const nearest = [...available].sort(
      (a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || (wanted >= 700 ? b - a : a - b),
    )[0]!;
    picked.add(nearest);
  }
  return [...picked].sort((a, b) => a - b);
}

/** The faces kept for a family with these weights and styles, upright first. */
export function pickFaces(
  weights: readonly number[],
  styles: readonly string[],
  withItalic: boolean,
): FontFace[] {
  const kept = pickWeights(weights);
  const faces: FontFace[] = kept.map((weight) => ({ weight, style: 'normal' }));
  if (withItalic && styles.includes('italic'))
    faces.push(...kept.map((weight) => ({ weight, style: 'italic' as const })));
  return faces;
}

/** Fontsource's file name for a face of the latin subset. */
export function faceFileName(id: string, face: FontFace): string {
  return `${id}-latin-${face.weight}-${face.style}.woff2`;
}
