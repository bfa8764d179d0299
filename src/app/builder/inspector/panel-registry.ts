/**
 * Which panel edits which element kind (issue 20 §2; CONTRACT "The inspector": the panel is named
 * `{title} settings`). Each panel loads on first use, so the builder's first paint carries none of
 * them. Kinds without an entry open no panel.
 */
import type { ComponentType } from 'react';
import { loadCommandFamilies } from '../../../commands/registry.ts';
import type { ElementKind } from '../canvas/selection.ts';
import { type PreloadedLazy, preloadedLazy } from '../preloaded-lazy.ts';
import type { InspectorProps } from './types.ts';

export interface PanelEntry {
  /** The panel is named `{title} settings`. */
  readonly title: string;
  readonly load: () => Promise<{ default: ComponentType<InspectorProps> }>;
  /** Spec §6: only developer-mode (`is_dev`) users get this panel. */
  readonly devOnly?: boolean;
}

/** A panel shows once the commands it runs can be decided (commands/registry.ts loads some families after the first paint). */
function panel(title: string, load: PanelEntry['load'], devOnly = false): PanelEntry {
  return {
    title,
    load: () => Promise.all([load(), loadCommandFamilies()]).then(([module]) => module),
    ...(devOnly && { devOnly }),
  };
}

const text: PanelEntry = panel('Text', () => import('./TextPanel.tsx'));
/** A form, and any input in one, open the same panel. */
const form: PanelEntry = panel('Form', () => import('./form/FormPanel.tsx'));
/** A row, and any column in one, open the same panel (the column highlighted). */
const row: PanelEntry = panel('Row', () => import('./row/RowPanel.tsx'));

export const PANELS: Partial<Record<ElementKind, PanelEntry>> = {
  heading: text,
  text,
  button: panel('Button', () => import('./ButtonPanel.tsx')),
  buyButton: panel('Buy button', () => import('./BuyButtonPanel.tsx')),
  link: panel('Link', () => import('./LinkPanel.tsx')),
  image: panel('Image', () => import('./ImagePanel.tsx')),
  icon: panel('Icon', () => import('./icon/IconPanel.tsx')),
  list: panel('List', () => import('./list/ListPanel.tsx')),
  navList: panel('Navigation', () => import('./nav/NavPanel.tsx')),
  iframe: panel('Embed', () => import('./embed/EmbedPanel.tsx')),
  form,
  input: form,
  row,
  column: row,
  section: panel('Section', () => import('./section/SectionPanel.tsx')),
  /** A carousel, and a slide of it, open the same panel (the slide marked). */
  slider: panel('Slider', () => import('./slider/SliderPanel.tsx')),
  box: panel('Box', () => import('./box/BoxPanel.tsx'), true),
  event: panel('Event', () => import('./event/EventPanel.tsx')),
  planCard: panel('Plan card', () => import('./plan-card/PlanCardPanel.tsx')),
  plans: panel('Plan', () => import('./plan-card/PlansPanel.tsx')),
};

/** The panel `kind` opens for this user, if any. */
export function panelFor(kind: ElementKind, isDev = false): PanelEntry | undefined {
  const entry = PANELS[kind];
  return entry && (!entry.devOnly || isDev) ? entry : undefined;
}

export function hasPanel(kind: ElementKind, isDev = false): boolean {
  return panelFor(kind, isDev) !== undefined;
}

/** The panel's accessible name, e.g. `Text settings`. */
export function panelName(kind: ElementKind): string | null {
  const entry = PANELS[kind];
  return entry ? `${entry.title} settings` : null;
}

const components = new Map<PanelEntry, readonly [PreloadedLazy<InspectorProps>]>();

/**
 * One lazy component per panel, made once, so re-renders never remount (and reload) the panel; in a
 * one-item list, the stable argument `useLoaded` takes.
 */
export function panelComponent(entry: PanelEntry): readonly [PreloadedLazy<InspectorProps>] {
  let component = components.get(entry);
  if (!component) {
    component = [preloadedLazy(() => entry.load().then((m) => m.default))];
    components.set(entry, component);
  }
  return component;
}

/** What a first click on a page most often selects: their panels load once the pointer is on the canvas. */
const LIKELY_FIRST: readonly ElementKind[] = ['heading', 'button', 'image', 'section'];

export function preloadLikelyPanels(): void {
  for (const kind of LIKELY_FIRST) {
    const entry = PANELS[kind];
    if (entry)
      void panelComponent(entry)[0]
        .preload()
        .catch(() => {}); // a click loads it again
  }
}
