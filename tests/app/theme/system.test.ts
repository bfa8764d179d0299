/**
 * The app's Chakra system (src/app/theme/system.ts) carries only some recipes, and Chakra renders
 * a component whose recipe is missing without any style, silently. So: for every Chakra export
 * imported under src/, follow Chakra's own modules (the one that exports it and the components it
 * imports) and collect the recipe keys they ask for; each key Chakra's default theme defines must
 * be in our system. A new component in a screen fails here until its recipe is added.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes, system } from '../../../src/app/theme/system.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const ESM = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value imports from '@chakra-ui/react' across src/ (type-only imports need no recipe). */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** The module of Chakra's index that exports `name` (directly or as a namespace). */
function moduleExporting(index: string, name: string): string | null {
  const direct = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\./[^']+)'`).exec(index);
  if (direct) return join(ESM, direct[1]!);
  const alias = new RegExp(`export \\{ (\\S+) as ${name} \\};`).exec(index)?.[1];
  if (!alias) return null;
  const namespace = new RegExp(`import \\* as ${alias.replace('$', '\\$')} from '(\\./[^']+)'`).exec(index);
  return namespace ? join(ESM, namespace[1]!) : null;
}

/** Recipe keys the module and the Chakra components it imports ask for. */
function recipeKeys(start: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/key: "([a-zA-Z]+)"/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/from '(\.{1,2}\/[^']+\.js)'/g)) {
      const next = resolve(dirname(file), match[1]!);
      if (next.includes(`${join(ESM, 'components')}`)) visit(next);
    }
  };
  visit(start);
  return keys;
}

describe('the app Chakra system', () => {
  const index = readFileSync(join(ESM, 'index.js'), 'utf8');
  const defined = new Set([
    ...Object.keys(defaultConfig.theme?.recipes ?? {}),
    ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
  ]);
  const ours = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

  it('has the recipe of every Chakra component the app imports', () => {
    const missing: string[] = [];
    for (const name of importedChakraNames()) {
      const module = moduleExporting(index, name);
      if (!module) continue; // hooks, createToaster, createSystem…: re-exports from other packages
      for (const key of recipeKeys(module)) {
        if (defined.has(key) && !ours.has(key)) missing.push(`${name} needs recipe "${key}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the recipes of known components (the scan itself works)', () => {
    expect(recipeKeys(moduleExporting(index, 'Button')!)).toContain('button');
    expect(recipeKeys(moduleExporting(index, 'Dialog')!)).toContain('dialog');
    // A close button is an icon button, which is a button.
    expect(recipeKeys(moduleExporting(index, 'CloseButton')!)).toContain('button');
    expect(moduleExporting(index, 'Accordion')).not.toBeNull();
    expect(recipeKeys(moduleExporting(index, 'Accordion')!)).toContain('accordion');
  });

  it('styles a component with its recipe', () => {
    const button = system.getRecipeFn('button');
    expect(Object.keys(button({ size: 'sm' })).length).toBeGreaterThan(0);
    const dialog = system.getSlotRecipeFn('dialog');
    expect(Object.keys(dialog({}).content ?? {}).length).toBeGreaterThan(0);
  });

  it('gives buttons no colour fade: hover and press show at once, and keep their colours', () => {
    const css = system.getRecipeFn('button')({ size: 'sm', variant: 'ghost' }) as Record<string, unknown>;
    const styles = css['@layer recipes'] as Record<string, unknown>;
    expect(styles.display).toBe('inline-flex');
    expect(styles).not.toHaveProperty('transitionProperty');
    expect(styles).not.toHaveProperty('transitionDuration');
    expect(styles).not.toHaveProperty('transition');
    // Hover and the focus ring are still there, and every other base style is Chakra's own.
    expect(JSON.stringify(styles)).toContain(':hover');
    expect(JSON.stringify(styles)).toContain(':focus-visible');
    expect(styles.isolation).toBe('isolate');
  });
});
