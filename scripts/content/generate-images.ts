/**
 * Generates every image in the catalog (image-catalog.ts) into content/images: illustrated scenes
 * (gradients, soft shapes, dot patterns and Font Awesome glyphs) and people as WebP via sharp,
 * partner logos and the map as SVG. Deterministic: each image's layout comes from a seeded PRNG,
 * so the same catalog gives the same pictures. Run: `node --import tsx scripts/content/generate-images.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CATALOG, type CatalogImage } from './image-catalog.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'content/images');
const require = createRequire(import.meta.url);
const FA = join(dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');

function glyph(name: string): { width: number; height: number; d: string } {
  const svg = readFileSync(join(FA, 'solid', `${name}.svg`), 'utf8');
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const path = /<path d="([^"]+)"/.exec(svg);
  if (!box || !path) throw new Error(`Cannot read icon ${name}`);
  return { width: Number(box[1]), height: Number(box[2]), d: path[1]! };
}

/** An icon centred at (cx, cy) fitting a size × size box. */
function iconAt(name: string, cx: number, cy: number, size: number, fill: string, opacity = 1): string {
  const g = glyph(name);
  const scale = size / Math.max(g.width, g.height);
  const x = cx - (g.width * scale) / 2;
  const y = cy - (g.height * scale) / 2;
  return `<path d="${g.d}" fill="${fill}" fill-opacity="${opacity}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})"/>`;
}

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function scene(image: CatalogImage): string {
  const { width: w, height: h } = image;
  const spec = image.scene!;
  const [c0, c1, c2] = spec.colors;
  const rand = prng(image.seed);
  const unit = Math.min(w, h);
  const main = spec.icons[0]!;
  const second = spec.icons[1] ?? main;
  const third = spec.icons[2] ?? main;
  const cardW = unit * 0.62;
  const cardH = unit * 0.5;
  const cx = w * (0.5 + (rand() - 0.5) * 0.12);
  const cy = h * (0.5 + (rand() - 0.5) * 0.08);
  const blobX = w * (0.15 + rand() * 0.7);
  const blobY = h * (0.1 + rand() * 0.3);
  const ringX = w * (0.7 + rand() * 0.25);
  const ringY = h * (0.65 + rand() * 0.3);
  const tilt = ((rand() - 0.5) * 8).toFixed(1);
  const tile = unit * 0.2;
  const t1x = cx - cardW / 2 - tile * 0.35;
  const t1y = cy - cardH / 2 + tile * 0.2;
  const t2x = cx + cardW / 2 - tile * 0.65;
  const t2y = cy + cardH / 2 - tile * 0.55;
  const bars = [0.5, 0.36, 0.44]
    .map(
      (f, i) =>
        `<rect x="${cx - cardW * 0.3}" y="${cy + cardH * (0.12 + i * 0.1)}" width="${cardW * f}" height="${unit * 0.022}" rx="${unit * 0.011}" fill="#fff" fill-opacity="${0.55 - i * 0.12}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>
  <radialGradient id="glow" cx="${(blobX / w).toFixed(2)}" cy="${(blobY / h).toFixed(2)}" r="0.6"><stop offset="0" stop-color="${c2}" stop-opacity="0.55"/><stop offset="1" stop-color="${c2}" stop-opacity="0"/></radialGradient>
  <pattern id="dots" width="${unit * 0.04}" height="${unit * 0.04}" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" fill-opacity="0.16"/></pattern>
  <linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0.1"/></linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="${unit * 0.02}" stdDeviation="${unit * 0.03}" flood-color="#000" flood-opacity="0.25"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<rect width="${w}" height="${h}" fill="url(#dots)"/>
<circle cx="${blobX}" cy="${blobY}" r="${unit * 0.32}" fill="${c2}" fill-opacity="0.18"/>
<circle cx="${ringX}" cy="${ringY}" r="${unit * 0.26}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="${unit * 0.03}"/>
<circle cx="${w * 0.08}" cy="${h * 0.9}" r="${unit * 0.12}" fill="#fff" fill-opacity="0.07"/>
<g transform="rotate(${tilt} ${cx} ${cy})" filter="url(#shadow)">
  <rect x="${cx - cardW / 2}" y="${cy - cardH / 2}" width="${cardW}" height="${cardH}" rx="${unit * 0.04}" fill="url(#card)" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>
  <circle cx="${cx - cardW * 0.3 + unit * 0.012}" cy="${cy - cardH * 0.36}" r="${unit * 0.012}" fill="#fff" fill-opacity="0.7"/>
  <circle cx="${cx - cardW * 0.3 + unit * 0.045}" cy="${cy - cardH * 0.36}" r="${unit * 0.012}" fill="#fff" fill-opacity="0.5"/>
  ${iconAt(main, cx + cardW * 0.18, cy - cardH * 0.05, unit * 0.22, '#fff', 0.95)}
  ${bars}
</g>
<g filter="url(#shadow)">
  <rect x="${t1x}" y="${t1y}" width="${tile}" height="${tile}" rx="${unit * 0.035}" fill="#fff"/>
  ${iconAt(second, t1x + tile / 2, t1y + tile / 2, tile * 0.48, c1)}
  <rect x="${t2x}" y="${t2y}" width="${tile}" height="${tile}" rx="${unit * 0.035}" fill="${c2}"/>
  ${iconAt(third, t2x + tile / 2, t2y + tile / 2, tile * 0.48, c0)}
</g>
</svg>`;
}

const SKIN = ['#F5D0B5', '#E8B796', '#C98E6B', '#A86B4C', '#7A4B32', '#F2C9A0'];
const HAIR = ['#2B1D14', '#5A3825', '#1C1C1C', '#A0522D', '#D9B26F', '#6B6B6B'];
const SHIRT = ['#1E3A8A', '#0F766E', '#9D174D', '#334155', '#B45309', '#6D28D9', '#047857', '#BE123C'];
const BACK = [
  ['#E0E7FF', '#C7D2FE'],
  ['#DCFCE7', '#BBF7D0'],
  ['#FCE7F3', '#FBCFE8'],
  ['#FEF3C7', '#FDE68A'],
  ['#E0F2FE', '#BAE6FD'],
  ['#F3E8FF', '#E9D5FF'],
] as const;

/** A faceless, flat bust portrait on a 600 × 700 canvas. */
function person(seed: number, viewBox: string, w: number, h: number): string {
  const rand = prng(seed * 7919);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const shirt = pick(SHIRT);
  const [b0, b1] = pick(BACK);
  const style = seed % 4;
  const hairBack =
    style === 1 || style === 3
      ? `<path d="M190 250 Q180 420 210 470 L390 470 Q420 420 410 250 Z" fill="${hair}"/>`
      : '';
  const hairTop =
    style === 0
      ? `<path d="M200 260 Q200 150 300 148 Q400 150 400 260 Q380 205 300 200 Q225 205 200 260 Z" fill="${hair}"/>`
      : style === 1
        ? `<path d="M196 280 Q190 150 300 145 Q410 150 404 280 Q395 210 330 196 Q300 230 240 215 Q210 235 196 280 Z" fill="${hair}"/>`
        : style === 2
          ? `<circle cx="300" cy="150" r="48" fill="${hair}"/><path d="M205 255 Q205 165 300 162 Q395 165 395 255 Q370 210 300 206 Q230 210 205 255 Z" fill="${hair}"/>`
          : `<path d="M198 270 Q196 150 300 146 Q404 150 402 270 Q380 200 300 214 Q220 200 198 270 Z" fill="${hair}"/>`;
  const beard =
    seed % 5 === 0
      ? `<path d="M232 300 Q240 380 300 392 Q360 380 368 300 Q340 350 300 352 Q260 350 232 300 Z" fill="${hair}" fill-opacity="0.85"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b0}"/><stop offset="1" stop-color="${b1}"/></linearGradient></defs>
<rect x="-200" y="-200" width="1000" height="1100" fill="url(#b)"/>
<circle cx="470" cy="120" r="90" fill="#fff" fill-opacity="0.35"/>
${hairBack}
<path d="M80 700 Q90 500 300 470 Q510 500 520 700 Z" fill="${shirt}"/>
<path d="M262 400 L338 400 L345 480 Q300 510 255 480 Z" fill="${skin}"/>
<path d="M255 470 Q300 520 345 470 L360 485 Q300 540 240 485 Z" fill="#fff" fill-opacity="0.9"/>
<ellipse cx="300" cy="285" rx="100" ry="122" fill="${skin}"/>
<ellipse cx="202" cy="295" rx="16" ry="26" fill="${skin}"/>
<ellipse cx="398" cy="295" rx="16" ry="26" fill="${skin}"/>
${beard}
${hairTop}
</svg>`;
}

function logo(image: CatalogImage): string {
  const name = image.alt;
  const textWidth = Math.round(name.length * 10.4);
  const w = 44 + textWidth;
  const serif = image.seed % 3 === 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="48" viewBox="0 0 ${w} 48" role="img"><title>${name.replace(/&/g, '&amp;')}</title>
${iconAt(image.scene!.icons[0]!, 16, 24, 26, '#6B7280')}
<text x="38" y="31" font-family="${serif ? 'Georgia, serif' : 'Helvetica, Arial, sans-serif'}" font-size="19" font-weight="700" letter-spacing="${serif ? 0 : -0.3}" fill="#6B7280">${name.replace(/&/g, '&amp;')}</text>
</svg>
`;
}

function map(image: CatalogImage): string {
  const { width: w, height: h } = image;
  const rand = prng(image.seed);
  const streets: string[] = [];
  for (let x = 40; x < w; x += 90 + Math.floor(rand() * 60))
    streets.push(`<rect x="${x}" y="0" width="${rand() > 0.7 ? 16 : 9}" height="${h}" fill="#fff"/>`);
  for (let y = 30; y < h; y += 80 + Math.floor(rand() * 50))
    streets.push(`<rect x="0" y="${y}" width="${w}" height="${rand() > 0.7 ? 16 : 9}" fill="#fff"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice" width="100%" height="100%"><title>Map</title>
<rect width="${w}" height="${h}" fill="#EEF1EC"/>
${streets.join('\n')}
<path d="M0 ${h * 0.72} C ${w * 0.25} ${h * 0.6}, ${w * 0.45} ${h * 0.95}, ${w * 0.7} ${h * 0.8} S ${w} ${h * 0.7}, ${w} ${h * 0.75} L ${w} ${h} L 0 ${h} Z" fill="#BFDDF2"/>
<rect x="${w * 0.12}" y="${h * 0.12}" width="${w * 0.18}" height="${h * 0.22}" rx="14" fill="#CDE8C4"/>
<rect x="${w * 0.66}" y="${h * 0.18}" width="${w * 0.14}" height="${h * 0.16}" rx="14" fill="#CDE8C4"/>
<rect x="${w * 0.2}" y="${h * 0.5} " width="${w * 0.6}" height="14" fill="#FCD34D" transform="rotate(-8 ${w / 2} ${h / 2})"/>
<g transform="translate(${w / 2} ${h / 2 - 30})"><circle r="44" fill="#EF4444" fill-opacity="0.18"/><path d="M0 26 C -18 4 -26 -8 -26 -20 A 26 26 0 0 1 26 -20 C 26 -8 18 4 0 26 Z" fill="#DC2626"/><circle cy="-20" r="9" fill="#fff"/></g>
</svg>
`;
}

async function writeWebp(svg: string, file: string, quality = 78): Promise<void> {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  writeFileSync(file, bytes);
}

async function main(): Promise<void> {
  let bytes = 0;
  for (const image of CATALOG) {
    const file = join(OUT, image.file);
    mkdirSync(dirname(file), { recursive: true });
    switch (image.kind) {
      case 'scene':
        await writeWebp(scene(image), file);
        break;
      case 'portrait':
        await writeWebp(person(image.seed, '0 0 600 700', image.width, image.height), file);
        break;
      case 'avatar':
        await writeWebp(person(image.seed, '105 110 390 390', image.width, image.height), file, 80);
        break;
      case 'logo':
        writeFileSync(file, logo(image));
        break;
      case 'map':
        writeFileSync(file, map(image));
        break;
    }
    bytes += readFileSync(file).length;
  }
  console.log(`${CATALOG.length} images, ${(bytes / 1024 / 1024).toFixed(2)} MB in content/images`);
}

await main();
