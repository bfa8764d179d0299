/**
 * Section entrance animations (issue 23 "Section settings"; spec §3 "animations"): the entrance
 * animations of Animate.css 4.1.1, which a saved page links from `assets/vendor/animate/`. A section
 * with one carries `data-pw-animate="animate__{name}"` (the class spelled out, so the publish step's
 * unused-css purge keeps its keyframes); the page script adds the classes when it scrolls into view.
 */

/** Every entrance animation of Animate.css 4.1.1, in its docs' order. */
export const ENTRANCE_ANIMATIONS = [
  'backInDown',
  'backInLeft',
  'backInRight',
  'backInUp',
  'bounceIn',
  'bounceInDown',
  'bounceInLeft',
  'bounceInRight',
  'bounceInUp',
  'fadeIn',
  'fadeInDown',
  'fadeInDownBig',
  'fadeInLeft',
  'fadeInLeftBig',
  'fadeInRight',
  'fadeInRightBig',
  'fadeInUp',
  'fadeInUpBig',
  'fadeInTopLeft',
  'fadeInTopRight',
  'fadeInBottomLeft',
  'fadeInBottomRight',
  'flipInX',
  'flipInY',
  'lightSpeedInRight',
  'lightSpeedInLeft',
  'rotateIn',
  'rotateInDownLeft',
  'rotateInDownRight',
  'rotateInUpLeft',
  'rotateInUpRight',
  'jackInTheBox',
  'rollIn',
  'zoomIn',
  'zoomInDown',
  'zoomInLeft',
  'zoomInRight',
  'zoomInUp',
  'slideInDown',
  'slideInLeft',
  'slideInRight',
  'slideInUp',
] as const;
export type EntranceAnimation = (typeof ENTRANCE_ANIMATIONS)[number];

const NAMES: ReadonlySet<string> = new Set(ENTRANCE_ANIMATIONS);

export function isEntranceAnimation(name: string): name is EntranceAnimation {
  return NAMES.has(name);
}

/** The wrapper attribute naming the animation class a section plays when it scrolls into view. */
export const ANIMATE_ATTR = 'data-pw-animate';
export const animationClass = (name: string): string => `animate__${name}`;
