/**
 * Uploaded SVG images, rewritten through a strict allow-list (issue 3 "Uploads"): an SVG is a document
 * that can script, load other resources and link anywhere, so what is stored is a fresh serialisation
 * that keeps only drawing elements and presentation attributes. Everything else is dropped: scripts,
 * event handlers, `foreignObject`, animation (`<set attributeName="href">` is a script vector),
 * `image`, processing instructions, DOCTYPEs and their entities, links other than same-document
 * `#id` references, and CSS that could fetch (`@import`, `url()` other than `url(#id)`, escapes).
 * Tag and attribute names are compared case-insensitively and written in their canonical SVG case,
 * so `<SCRIPT>` or `ONLOAD=` cannot slip past as "unknown but harmless". Prefixed names other than
 * `xlink:href`, `xml:space` and `xml:lang` are dropped (an `svg:script` is a script too). Pure.
 */
import { Parser } from 'htmlparser2';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const FILTER_PRIMITIVES = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

const ELEMENTS = [
  'svg',
  'g',
  'a',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'switch',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  ...FILTER_PRIMITIVES,
];

const ATTRIBUTES = [
  // core, geometry and text layout
  'id',
  'class',
  'style',
  'lang',
  'xml:lang',
  'xml:space',
  'role',
  'aria-label',
  'aria-hidden',
  'version',
  'href',
  'xlink:href',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  // presentation
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'color',
  'display',
  'visibility',
  'overflow',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'image-rendering',
  'color-interpolation',
  'color-interpolation-filters',
  'paint-order',
  'mix-blend-mode',
  'isolation',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'writing-mode',
  'marker-start',
  'marker-mid',
  'marker-end',
  // paint servers, clipping, markers
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  // filters
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'radius',
  'flood-color',
  'flood-opacity',
  'lighting-color',
  'surfaceScale',
  'specularConstant',
  'specularExponent',
  'diffuseConstant',
  'kernelMatrix',
  'order',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'edgeMode',
  'preserveAlpha',
  'azimuth',
  'elevation',
  'z',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
];

const byLowerCase = (names: string[]) => new Map(names.map((name) => [name.toLowerCase(), name]));
const ELEMENT_NAMES = byLowerCase(ELEMENTS);
const ATTRIBUTE_NAMES = byLowerCase(ATTRIBUTES);

/** Same-document references only: `#id`. */
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;
/** CSS functions a drawing needs; any other (image-set, element, paint …) could fetch or is unknown. */
const CSS_FUNCTIONS = new Set(
  'url rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix calc min max clamp var translate translatex translatey rotate scale scalex scaley skew skewx skewy matrix translate3d scale3d rotate3d matrix3d cubic-bezier steps blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia not is where nth-child nth-of-type nth-last-child nth-last-of-type'.split(
    ' ',
  ),
);
const CSS_AT_RULES = new Set(['media', 'keyframes']);

/** Control characters and whitespace browsers ignore inside a URL scheme (`java\tscript:`). */
const squeeze = (value: string) =>
  [...value]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0xa0);
    })
    .join('')
    .toLowerCase();

/** CSS (a `style` attribute or element) that cannot fetch or script; false for anything doubtful. */
export function isSafeCss(css: string): boolean {
  if (/[\\<]/.test(css)) return false; // escapes hide names; `<` could close a style element
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ').toLowerCase();
  if (/javascript:|expression|behavior|-moz-binding/.test(squeeze(text))) return false;
  for (const [, name] of text.matchAll(/@([a-z-]+)/g)) if (!CSS_AT_RULES.has(name!)) return false;
  for (const [, name] of text.matchAll(/([\w-]+)\(/g)) if (!CSS_FUNCTIONS.has(name!)) return false;
  for (const [, inner] of text.matchAll(/url\s*\(([^)]*)\)/g))
    if (!LOCAL_REFERENCE.test(inner!.trim().replace(/^(['"])(.*)\1$/, '$2'))) return false;
  return true;
}

/** The canonical name and value of an attribute to keep, or undefined to drop it. */
function keepAttribute(rawName: string, value: string): [string, string] | undefined {
  const name = ATTRIBUTE_NAMES.get(rawName.toLowerCase());
  if (!name) return undefined; // event handlers, xmlns*, unknown prefixes, xml:base …
  if (name === 'href' || name === 'xlink:href')
    return LOCAL_REFERENCE.test(value.trim()) ? [name, value.trim()] : undefined;
  if (name === 'style') return isSafeCss(value) ? [name, value] : undefined;
  const squeezed = squeeze(value);
  if (/javascript:|data:|vbscript:/.test(squeezed)) return undefined;
  if (squeezed.includes('url(') && !isSafeCss(`a{b:${value}}`)) return undefined;
  return [name, value];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

interface Open {
  readonly name: string;
  /** Output index of this element's open tag (to turn it into `<x/>` when nothing follows). */
  readonly at: number;
}

/**
 * The SVG rewritten through the allow-list, or undefined when its root is not an `<svg>` element (so
 * nothing drawable is left). Only the first root element is kept.
 */
export function sanitizeSvg(source: Buffer | string): Buffer | undefined {
  const out: string[] = [];
  const stack: Open[] = [];
  let skipDepth = 0; // > 0 inside a dropped element: its whole subtree goes
  let rootDone = false;
  let style: string[] | undefined;

  const parser = new Parser(
    {
      onopentag(rawName, attributes) {
        const name = ELEMENT_NAMES.get(rawName.toLowerCase());
        const atRoot = stack.length === 0;
        if (skipDepth > 0 || !name || (atRoot && (rootDone || name !== 'svg')) || style) {
          skipDepth += 1;
          return;
        }
        const kept = Object.entries(attributes)
          .map(([attribute, value]) => keepAttribute(attribute, value))
          .filter((entry): entry is [string, string] => entry !== undefined);
        if (atRoot) kept.unshift(['xmlns', SVG_NS], ['xmlns:xlink', XLINK_NS]);
        stack.push({ name, at: out.length });
        out.push(`<${name}${kept.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('')}>`);
        if (name === 'style') style = [];
      },
      ontext(text) {
        if (skipDepth > 0 || stack.length === 0) return;
        if (style) style.push(text);
        else out.push(escapeText(text));
      },
      onclosetag() {
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        const open = stack.pop();
        if (!open) return;
        if (open.name === 'style') {
          const css = style!.join('');
          style = undefined;
          if (isSafeCss(css)) out.push(escapeText(css));
          else {
            out.length = open.at; // a style element we cannot vouch for goes whole
            return;
          }
        }
        if (out.length === open.at + 1) out[open.at] = `${out[open.at]!.slice(0, -1)}/>`;
        else out.push(`</${open.name}>`);
        if (stack.length === 0) rootDone = true;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(typeof source === 'string' ? source : source.toString('utf8').replace(/^\uFEFF/, ''));
  parser.end();
  return rootDone ? Buffer.from(out.join(''), 'utf8') : undefined;
}
