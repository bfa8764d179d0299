/**
 * The Image panel's mapping (issue 20 §2 "Image: replace, alt, width/height, shape, object-fit,
 * and link"; spec §3 image shapes and object-fit): an `<img>` → the values its fields show, and
 * each field's value → one command. Shape is Bootstrap's `rounded` / `rounded-circle` class.
 */
import type { ElementTarget } from '../../../commands/element.ts';
import type { Command } from '../../../commands/registry.ts';
import { type ElementNode, getAttr } from '../../../domain/html-tree.ts';
import { IMAGE_SHAPES, type ImageShape, OBJECT_FITS } from '../../../domain/style-options.ts';
import { type CheckedCommand, classesOf, styleOf } from './node-values.ts';

export const SHAPE_CLASSES: Readonly<Record<ImageShape, string | null>> = {
  square: null,
  rounded: 'rounded',
  circle: 'rounded-circle',
};

export const SIZE_MESSAGE = 'Enter a size in pixels, such as 300.';

export interface ImageValues {
  readonly src: string;
  readonly alt: string;
  readonly width: string;
  readonly height: string;
  readonly shape: ImageShape;
  readonly objectFit: string;
}

export function readImageValues(node: ElementNode): ImageValues {
  const classes = classesOf(node);
  return {
    src: getAttr(node, 'src') ?? '',
    alt: getAttr(node, 'alt') ?? '',
    width: getAttr(node, 'width') ?? '',
    height: getAttr(node, 'height') ?? '',
    shape: classes.includes('rounded-circle') ? 'circle' : classes.includes('rounded') ? 'rounded' : 'square',
    objectFit: styleOf(node, 'object-fit'),
  };
}

export function replaceCommand(target: ElementTarget, src: string): Command {
  return { kind: 'element.dropImage', ...target, src };
}

export function altCommand(target: ElementTarget, alt: string): Command {
  return { kind: 'element.setAttributes', ...target, attributes: { alt } };
}

/** Width or height: whole pixels (the html attribute's unit; `300px` is read as 300), or empty to remove. */
export function sizeCommand(target: ElementTarget, side: 'width' | 'height', raw: string): CheckedCommand {
  const text = raw.trim().replace(/px$/i, '');
  if (text !== '' && !/^\d{1,5}$/.test(text)) return { ok: false, message: SIZE_MESSAGE };
  return {
    ok: true,
    command: { kind: 'element.setAttributes', ...target, attributes: { [side]: text === '' ? null : text } },
  };
}

export function shapeCommand(target: ElementTarget, shape: ImageShape): Command {
  const add = SHAPE_CLASSES[shape];
  return {
    kind: 'element.setClasses',
    ...target,
    remove: ['rounded', 'rounded-circle'],
    add: add ? [add] : [],
  };
}

export function objectFitCommand(target: ElementTarget, value: string): Command {
  return { kind: 'style.set', target, property: 'object-fit', value };
}

export const SHAPE_OPTIONS = IMAGE_SHAPES.map((value) => ({
  value,
  label: value === 'square' ? 'Square' : value === 'rounded' ? 'Rounded' : 'Circle',
}));

export const OBJECT_FIT_OPTIONS = [
  { value: '', label: 'Default' },
  ...OBJECT_FITS.map((value) => ({ value, label: value })),
];
