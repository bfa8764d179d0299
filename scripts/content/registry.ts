/** Every library section variant and every business, by name. */

import { brightpath, copywise, fitfuel, greenleaf, lumen, scaleup } from './businesses/funnels.ts';
import { ledgerline, medina, northwind } from './businesses/websites-a.ts';
import { aurora, casaVerde, harbor, hearth, summit } from './businesses/websites-b.ts';
import { glow, threadline, velocity, velvet } from './businesses/websites-c.ts';
import { forgeline, ironbridge, maison } from './businesses/websites-d.ts';
import { commerce } from './kinds/commerce.ts';
import { content } from './kinds/content.ts';
import { conversion } from './kinds/conversion.ts';
import { heroes } from './kinds/heroes.ts';
import { media } from './kinds/media.ts';
import { navigation } from './kinds/navigation.ts';
import { proof } from './kinds/proof.ts';
import type { Business, SectionVariant } from './model.ts';

/** Library order: how the builder's section drawer lists them. */
export const VARIANTS: readonly SectionVariant[] = [
  ...navigation.filter((v) => v.type === 'navbar'),
  ...heroes,
  ...content,
  ...commerce,
  ...proof,
  ...media,
  ...conversion,
  ...navigation.filter((v) => v.type === 'footer'),
];

export const BUSINESSES: readonly Business[] = [
  northwind,
  ledgerline,
  medina,
  hearth,
  casaVerde,
  harbor,
  summit,
  aurora,
  velocity,
  velvet,
  threadline,
  glow,
  ironbridge,
  forgeline,
  maison,
  brightpath,
  greenleaf,
  fitfuel,
  scaleup,
  copywise,
  lumen,
];

export function variant(name: string): SectionVariant {
  const found = VARIANTS.find((v) => v.name === name);
  if (!found) throw new Error(`No section variant ${name}`);
  return found;
}

export function business(slug: string): Business {
  const found = BUSINESSES.find((b) => b.slug === slug);
  if (!found) throw new Error(`No business ${slug}`);
  return found;
}
