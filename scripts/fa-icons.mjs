// `node scripts/fa-icons.mjs`: writes the icon picker's index (issue 20 §2 Icon; spec §9 Font Awesome 6.6.0)
// to src/app/builder/inspector/icon/fa-icons.json from the installed @fortawesome/fontawesome-free metadata.
// Only the free styles (solid, regular, brands) of icons the package's css defines are listed. The index is
// compact — one line per icon, `name|styles|search words|category ids` — because the picker downloads it when
// it first opens. Run it again after moving the Font Awesome version, then commit the json.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = dirname(createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/package.json'));
const OUT = join(ROOT, 'src/app/builder/inspector/icon/fa-icons.json');
const STYLE_CODES = { solid: 's', regular: 'r', brands: 'b' };

const version = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')).version;
const families = JSON.parse(readFileSync(join(PACKAGE, 'metadata/icon-families.json'), 'utf8'));
// Each glyph is a `.fa-{name}:before` rule (in selector lists with its aliases); brands live in all.css too.
const css = readFileSync(join(PACKAGE, 'css/all.css'), 'utf8');
const definedInCss = new Set([...css.matchAll(/\.fa-([a-z0-9-]+)::?before/g)].map((match) => match[1]));

/**
 * categories.yml is a flat two-level map (`id:` → `icons:` list and `label:`), so a few lines read it
 * without a YAML dependency; an unexpected line fails loudly rather than silently dropping icons.
 */
function readCategories(text) {
  const categories = [];
  let current = null;
  let inIcons = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let match = /^([a-z0-9-]+):$/.exec(line);
    if (match) {
      current = { id: match[1], label: match[1], icons: [] };
      categories.push(current);
      inIcons = false;
      continue;
    }
    if (/^ {2}icons:$/.test(line)) {
      inIcons = true;
      continue;
    }
    match = /^ {4}- '?([a-z0-9-]+)'?$/.exec(line);
    if (match && inIcons && current) {
      current.icons.push(match[1]);
      continue;
    }
    match = /^ {2}label: (.+)$/.exec(line);
    if (match && current) {
      current.label = match[1].replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
      inIcons = false;
      continue;
    }
    throw new Error(`categories.yml: unexpected line ${JSON.stringify(line)}`);
  }
  return categories;
}

const categories = readCategories(readFileSync(join(PACKAGE, 'metadata/categories.yml'), 'utf8'));
const categoriesOf = new Map();
categories.forEach((category, index) => {
  for (const icon of category.icons) categoriesOf.set(icon, [...(categoriesOf.get(icon) ?? []), index]);
});

/** Lower-case search words an icon is found by, other than the words of its own name. */
function searchWords(name, icon) {
  const own = new Set(name.split('-'));
  const words = new Set();
  const phrases = [...(icon.search?.terms ?? []), icon.label ?? '', ...(icon.aliases?.names ?? [])];
  for (const phrase of phrases) {
    for (const word of String(phrase)
      .toLowerCase()
      .split(/[^a-z0-9]+/)) {
      if (word.length > 1 && !own.has(word)) words.add(word);
    }
  }
  return [...words].join(' ');
}

const icons = [];
for (const [name, icon] of Object.entries(families).sort(([a], [b]) => a.localeCompare(b))) {
  const styles = (icon.familyStylesByLicense?.free ?? [])
    .filter((entry) => entry.family === 'classic' && STYLE_CODES[entry.style])
    .map((entry) => STYLE_CODES[entry.style]);
  if (styles.length === 0 || !definedInCss.has(name)) continue;
  const codes = ['s', 'r', 'b'].filter((code) => styles.includes(code)).join('');
  icons.push(`${name}|${codes}|${searchWords(name, icon)}|${(categoriesOf.get(name) ?? []).join(' ')}`);
}

const index = {
  version,
  categories: categories.map((category) => category.label),
  icons,
};
writeFileSync(OUT, `${JSON.stringify(index, null, 2)}\n`);
// Biome formats json too: leave the file as `biome check` wants it.
spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', OUT], { stdio: 'inherit' });
console.log(`${icons.length} icons in ${categories.length} categories → ${OUT}`);
