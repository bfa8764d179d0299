/**
 * Reading and writing an element's `style` attribute as ordered declarations. A small
 * tokenizer, aware of quotes and parentheses, so `url(a;b)` stays one value.
 */

export type Declaration = readonly [property: string, value: string];

export function parseStyle(style: string | undefined): Declaration[] {
  if (!style) return [];
  const declarations: Declaration[] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  const push = (): void => {
    const colon = current.indexOf(':');
    if (colon > 0) {
      const property = current.slice(0, colon).trim().toLowerCase();
      const value = current.slice(colon + 1).trim();
      if (property !== '' && value !== '') declarations.push([property, value]);
    }
    current = '';
  };
  for (const char of style) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      push();
      continue;
    }
    current += char;
  }
  push();
  return declarations;
}

export function serializeStyle(declarations: readonly Declaration[]): string {
  return declarations.map(([property, value]) => `${property}: ${value};`).join(' ');
}

/** The style string with `property` set (in place, keeping order) or removed when value is null/empty. */
export function setStyleProperty(style: string | undefined, property: string, value: string | null): string {
  const name = property.trim().toLowerCase();
  const declarations = parseStyle(style);
  const index = declarations.findIndex(([key]) => key === name);
  if (value === null || value.trim() === '') {
    if (index !== -1) declarations.splice(index, 1);
  } else if (index === -1) declarations.push([name, value.trim()]);
  else declarations[index] = [name, value.trim()];
  return serializeStyle(declarations);
}

export function getStyleProperty(style: string | undefined, property: string): string | undefined {
  return parseStyle(style).find(([key]) => key === property.toLowerCase())?.[1];
}

/**
 * Whether a declaration value stays one value when written and read back: its quotes are closed and
 * its parentheses balanced. `'` alone would swallow the `;` after it and grow on every save and load.
 */
export function isClosedCssValue(value: string): boolean {
  let quote: string | null = null;
  let depth = 0;
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth < 0) return false;
  }
  return quote === null && depth === 0;
}
