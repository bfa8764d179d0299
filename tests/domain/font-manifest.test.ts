/**
 * The committed font folder (vendor/fonts, built by scripts/fonts/build-fonts.ts) matches the
 * manifest the app and server read: every family of the font list is self-hosted, every listed face
 * is a woff2 file on disk, each family has its licence, and the folder stays small.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontsourceId } from '../../src/domain/font-ids.ts';
import { FONT_MANIFEST } from '../../src/domain/font-manifest.ts';
import { WEB_FONTS } from '../../src/domain/fonts.ts';
import { fontFaces } from '../../src/projections/font-face-css.ts';
import { FONT_ROOT } from '../../src/server/sites/font-assets.ts';

describe('font manifest and folder', () => {
  it('has every family of WEB_FONTS, in the same order, and nothing else', () => {
    expect(Object.keys(FONT_MANIFEST)).toEqual([...WEB_FONTS]);
  });

  it('each face is a woff2 file of the folder, each family has a regular face and its licence', () => {
    for (const family of WEB_FONTS) {
      const faces = fontFaces(family);
      expect(faces.length, family).toBeGreaterThan(0);
      expect(
        faces.some((face) => face.style === 'normal'),
        family,
      ).toBe(true);
      for (const face of faces) {
        const bytes = readFileSync(join(FONT_ROOT, face.file));
        expect(bytes.subarray(0, 4).toString('latin1'), face.file).toBe('wOF2');
      }
      const id = fontsourceId(family);
      expect(readFileSync(join(FONT_ROOT, id, 'LICENSE.txt'), 'utf8')).toMatch(/licen[cs]e/i);
    }
  });

  it('holds only the manifest’s files, under 10 MB in all', () => {
    const listed = new Set(WEB_FONTS.flatMap((family) => fontFaces(family).map((face) => face.file)));
    let bytes = 0;
    for (const id of readdirSync(FONT_ROOT)) {
      const path = join(FONT_ROOT, id);
      if (!statSync(path).isDirectory()) {
        bytes += statSync(path).size;
        continue;
      }
      for (const name of readdirSync(path)) {
        if (name !== 'LICENSE.txt') expect(listed.has(`${id}/${name}`), `${id}/${name}`).toBe(true);
        bytes += statSync(join(path, name)).size;
      }
    }
    // fonts.json, the readable manifest, agrees file for file.
    const json = JSON.parse(readFileSync(join(FONT_ROOT, 'fonts.json'), 'utf8')) as Record<
      string,
      { id: string; files: string[] }
    >;
    for (const family of WEB_FONTS)
      expect(json[family]!.files.map((file) => `${json[family]!.id}/${file}`)).toEqual(
        fontFaces(family).map((face) => face.file),
      );
    expect(bytes).toBeLessThan(10 * 1024 * 1024);
  });
});
