/**
 * Text shadow (spec §5): applied only when offset X, offset Y, blur radius and colour are all
 * filled; otherwise the shadow is cleared. Nothing else is validated (§5 "Nothing else").
 */

export interface TextShadowInput {
  readonly x: string | number | null | undefined;
  readonly y: string | number | null | undefined;
  readonly blur: string | number | null | undefined;
  readonly color: string | null | undefined;
}

const BARE_NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

function readField(field: string | number | null | undefined): string {
  if (typeof field === 'number') return Number.isFinite(field) ? String(field) : '';
  return (field ?? '').trim();
}

function toLength(field: string): string {
  return BARE_NUMBER.test(field) ? `${field}px` : field;
}

/** The `text-shadow` value (e.g. `2px 2px 4px #000000`), or null meaning "clear the shadow". */
export function buildTextShadow(input: TextShadowInput): string | null {
  const x = readField(input.x);
  const y = readField(input.y);
  const blur = readField(input.blur);
  const color = readField(input.color);
  if (x === '' || y === '' || blur === '' || color === '') return null;
  return `${toLength(x)} ${toLength(y)} ${toLength(blur)} ${color}`;
}
