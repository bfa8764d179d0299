/**
 * Every style option list the settings panels offer (spec §3 "Style option lists", §9), as data.
 * Lengths are CSS strings with their unit so a chosen option is written to the element unchanged.
 * Ranges the spec gives only as bounds are enumerated with the step documented on each list.
 */

import { FONT_SIZE_LIST_MAX_PX, FONT_SIZE_LIST_MIN_PX } from './limits.ts';

export { THEME_BORDER_RADII } from './root-values.ts';

export type PxLength = `${number}px`;

/** Options carry a human label for the panel next to the CSS value written to the element. */
export interface StyleOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

function listPxRange(min: number, max: number, step = 1): readonly PxLength[] {
  const lengths: PxLength[] = [];
  for (let px = min; px <= max; px += step) lengths.push(`${px}px`);
  return Object.freeze(lengths);
}

// Layout -----------------------------------------------------------------------------------------

/** Bootstrap 5 container classes: boxed (`container`) or full width (`container-fluid`). */
export const SECTION_LAYOUTS = [
  { value: 'container', label: 'Container' },
  { value: 'container-fluid', label: 'Full Width' },
] as const satisfies readonly StyleOption[];
export type SectionLayout = (typeof SECTION_LAYOUTS)[number]['value'];

export const SECTION_VISIBILITIES = [
  { value: 'show', label: 'Show' },
  { value: 'hide', label: 'Hide' },
] as const satisfies readonly StyleOption[];
export type SectionVisibility = (typeof SECTION_VISIBILITIES)[number]['value'];

// Typography -------------------------------------------------------------------------------------

export const CUSTOM_FONT_SIZE = 'custom';

/** The quick font size picker: 12–52 px in steps of 2, then `custom` to type any size. */
export const FONT_SIZES = [
  '12px',
  '14px',
  '16px',
  '18px',
  '20px',
  '22px',
  '24px',
  '26px',
  '28px',
  '30px',
  '32px',
  '34px',
  '36px',
  '38px',
  '40px',
  '42px',
  '44px',
  '46px',
  '48px',
  '50px',
  '52px',
  CUSTOM_FONT_SIZE,
] as const;
export type FontSizeOption = (typeof FONT_SIZES)[number];

/** The rich-text editor's full size list: every whole pixel from 4 to 150 (§9). */
export const FONT_SIZE_LIST: readonly PxLength[] = listPxRange(FONT_SIZE_LIST_MIN_PX, FONT_SIZE_LIST_MAX_PX);

export const FONT_WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** Preset letter spacings, every whole pixel 1–20; any other value is typed and parsed (§5). */
export const LETTER_SPACINGS = [
  '1px',
  '2px',
  '3px',
  '4px',
  '5px',
  '6px',
  '7px',
  '8px',
  '9px',
  '10px',
  '11px',
  '12px',
  '13px',
  '14px',
  '15px',
  '16px',
  '17px',
  '18px',
  '19px',
  '20px',
] as const;

export const TEXT_TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;
export type TextTransform = (typeof TEXT_TRANSFORMS)[number];

export const TEXT_DECORATIONS = ['none', 'underline', 'overline', 'line-through'] as const;
export type TextDecoration = (typeof TEXT_DECORATIONS)[number];

export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

// Buttons and images -----------------------------------------------------------------------------

export const BUTTON_STYLES = ['contained', 'outlined', 'text'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

export const IMAGE_SHAPES = ['square', 'rounded', 'circle'] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];

/** The border radius each image shape writes. */
export const IMAGE_SHAPE_RADII: Readonly<Record<ImageShape, string>> = Object.freeze({
  square: '0',
  rounded: '12px',
  circle: '50%',
});

export const OBJECT_FITS = ['fill', 'contain', 'cover', 'none', 'scale-down'] as const;
export type ObjectFit = (typeof OBJECT_FITS)[number];

// Backgrounds ------------------------------------------------------------------------------------

export const BACKGROUND_SIZES = ['auto', 'cover', 'contain'] as const;
export type BackgroundSize = (typeof BACKGROUND_SIZES)[number];

export const BACKGROUND_REPEATS = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y', 'space', 'round'] as const;
export type BackgroundRepeat = (typeof BACKGROUND_REPEATS)[number];

/** The 9 anchor points, row by row from top left. */
export const BACKGROUND_POSITIONS = [
  'left top',
  'center top',
  'right top',
  'left center',
  'center center',
  'right center',
  'left bottom',
  'center bottom',
  'right bottom',
] as const;
export type BackgroundPosition = (typeof BACKGROUND_POSITIONS)[number];

// Flex -------------------------------------------------------------------------------------------

export const FLEX_DIRECTIONS = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
export type FlexDirection = (typeof FLEX_DIRECTIONS)[number];

export const FLEX_WRAPS = ['nowrap', 'wrap', 'wrap-reverse'] as const;
export type FlexWrap = (typeof FLEX_WRAPS)[number];

export const JUSTIFY_CONTENTS = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
] as const;
export type JustifyContent = (typeof JUSTIFY_CONTENTS)[number];

export const ALIGN_ITEMS = ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'] as const;
export type AlignItems = (typeof ALIGN_ITEMS)[number];

// Borders, spacing and motion --------------------------------------------------------------------

export const BORDER_WIDTHS = [
  '0px',
  '1px',
  '2px',
  '3px',
  '4px',
  '5px',
  '6px',
  '7px',
  '8px',
  '9px',
  '10px',
] as const;
export type BorderWidth = (typeof BORDER_WIDTHS)[number];

export const BORDER_STYLES = [
  'none',
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

/** Margin and padding presets 0–80 px in steps of 4 (a 4 px grid keeps sections aligned). */
export const SPACINGS: readonly PxLength[] = listPxRange(0, 80, 4);

/** Hover transition presets; the value is a complete `transition` shorthand. */
export const TRANSITIONS = [
  { value: 'none', label: 'None' },
  { value: 'all 0.15s ease-in-out', label: 'Fast' },
  { value: 'all 0.3s ease-in-out', label: 'Normal' },
  { value: 'all 0.6s ease-in-out', label: 'Slow' },
  { value: 'all 1s ease-in-out', label: 'Very slow' },
] as const satisfies readonly StyleOption[];
export type Transition = (typeof TRANSITIONS)[number]['value'];

/** Class every Animate.css 4.1.1 animation needs next to its own class. */
export const ANIMATE_BASE_CLASS = 'animate__animated';

/** A representative set of Animate.css 4.1.1 animation classes, grouped as its docs group them. */
export const ANIMATIONS = [
  // attention seekers
  'animate__bounce',
  'animate__flash',
  'animate__pulse',
  'animate__rubberBand',
  'animate__shakeX',
  'animate__shakeY',
  'animate__headShake',
  'animate__swing',
  'animate__tada',
  'animate__wobble',
  'animate__jello',
  'animate__heartBeat',
  // back entrances
  'animate__backInDown',
  'animate__backInLeft',
  'animate__backInRight',
  'animate__backInUp',
  // bouncing entrances
  'animate__bounceIn',
  'animate__bounceInDown',
  'animate__bounceInLeft',
  'animate__bounceInRight',
  'animate__bounceInUp',
  // fading entrances
  'animate__fadeIn',
  'animate__fadeInDown',
  'animate__fadeInLeft',
  'animate__fadeInRight',
  'animate__fadeInUp',
  'animate__fadeInTopLeft',
  'animate__fadeInTopRight',
  'animate__fadeInBottomLeft',
  'animate__fadeInBottomRight',
  // flippers
  'animate__flip',
  'animate__flipInX',
  'animate__flipInY',
  // lightspeed
  'animate__lightSpeedInLeft',
  'animate__lightSpeedInRight',
  // rotating entrances
  'animate__rotateIn',
  'animate__rotateInDownLeft',
  'animate__rotateInDownRight',
  'animate__rotateInUpLeft',
  'animate__rotateInUpRight',
  // specials
  'animate__jackInTheBox',
  'animate__rollIn',
  // zooming entrances
  'animate__zoomIn',
  'animate__zoomInDown',
  'animate__zoomInLeft',
  'animate__zoomInRight',
  'animate__zoomInUp',
  // sliding entrances
  'animate__slideInDown',
  'animate__slideInLeft',
  'animate__slideInRight',
  'animate__slideInUp',
] as const;
export type AnimationClass = (typeof ANIMATIONS)[number];
