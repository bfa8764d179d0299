/** The shipped navbar sections' markup (content/sections), read as the library serves it. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SECTIONS = resolve(import.meta.dirname, '../../../../../content/sections');

function shipped(name: string): string {
  return readFileSync(join(SECTIONS, name, 'section.html'), 'utf8');
}

export const CLASSIC = shipped('navbar-classic');
export const CENTERED = shipped('navbar-centered');
