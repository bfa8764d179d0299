/**
 * The left drawer's tools (spec §2; CONTRACT drawer items) and their rail icons as plain data: the
 * builder's rail (LeftDrawer.tsx) and the cold open's first look (first-look.ts), which is drawn before
 * React and the UI kit have loaded, draw the same items with the same strokes.
 */

export type DrawerItem = 'Theme Setting' | 'Gallery' | 'Elements' | 'Funnel and sections';

/** 24×24 stroke paths, drawn in the current colour (components/icons.tsx `STROKE_SVG`). */
export type StrokePaths = readonly string[];

export const SETTINGS_PATHS: StrokePaths = [
  'M21 4h-7',
  'M10 4H3',
  'M21 12h-9',
  'M8 12H3',
  'M21 20h-5',
  'M12 20H3',
  'M14 2v4',
  'M8 10v4',
  'M16 18v4',
];
export const FILE_PATHS: StrokePaths = [
  'M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z',
  'M14 2v4a2 2 0 0 0 2 2h4',
  'M16 13H8',
  'M16 17H8',
];
export const LAYERS_PATHS: StrokePaths = [
  'm12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83Z',
  'm22 17.65-9.17 4.16a2 2 0 0 1-1.66 0L2 17.65',
  'm22 12.65-9.17 4.16a2 2 0 0 1-1.66 0L2 12.65',
];
export const FUNNEL_PATHS: StrokePaths = ['M22 3H2l8 9.46V19l4 2v-8.54L22 3z'];

export const DRAWER_ITEMS: readonly { readonly name: DrawerItem; readonly paths: StrokePaths }[] = [
  { name: 'Theme Setting', paths: SETTINGS_PATHS },
  { name: 'Gallery', paths: FILE_PATHS },
  { name: 'Elements', paths: LAYERS_PATHS },
  { name: 'Funnel and sections', paths: FUNNEL_PATHS },
];

/** The drawer the builder opens with. */
export const OPEN_DRAWER: DrawerItem = 'Funnel and sections';

/** The attributes of every stroke icon's `<svg>`, as the DOM spells them. */
export const STROKE_SVG_ATTRIBUTES = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  focusable: 'false',
} as const;
