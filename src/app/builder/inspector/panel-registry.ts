/**
 * Which panel edits which element kind (issue 20 §2; CONTRACT "The inspector": the panel is named
 * `{title} settings`). Each panel loads on first use, so the builder's first paint carries none of
 * them. Kinds without an entry open no panel.
 */
import type { ComponentType } from 'react';
import type { ElementKind } from '../canvas/selection.ts';
import type { InspectorProps } from './types.ts';

export interface PanelEntry {
  /** The panel is named `{title} settings`. */
  readonly title: string;
  readonly load: () => Promise<{ default: ComponentType<InspectorProps> }>;
}

const text: PanelEntry = { title: 'Text', load: () => import('./TextPanel.tsx') };
/** A form, and any input in one, open the same panel. */
const form: PanelEntry = { title: 'Form', load: () => import('./form/FormPanel.tsx') };
/** A row, and any column in one, open the same panel (the column highlighted). */
const row: PanelEntry = { title: 'Row', load: () => import('./row/RowPanel.tsx') };

export const PANELS: Partial<Record<ElementKind, PanelEntry>> = {
  heading: text,
  text,
  button: { title: 'Button', load: () => import('./ButtonPanel.tsx') },
  link: { title: 'Link', load: () => import('./LinkPanel.tsx') },
  image: { title: 'Image', load: () => import('./ImagePanel.tsx') },
  icon: { title: 'Icon', load: () => import('./icon/IconPanel.tsx') },
  list: { title: 'List', load: () => import('./list/ListPanel.tsx') },
  navList: { title: 'Navigation', load: () => import('./nav/NavPanel.tsx') },
  iframe: { title: 'Embed', load: () => import('./embed/EmbedPanel.tsx') },
  form,
  input: form,
  row,
  column: row,
  section: { title: 'Section', load: () => import('./section/SectionPanel.tsx') },
};

export function hasPanel(kind: ElementKind): boolean {
  return PANELS[kind] !== undefined;
}

/** The panel's accessible name, e.g. `Text settings`. */
export function panelName(kind: ElementKind): string | null {
  const entry = PANELS[kind];
  return entry ? `${entry.title} settings` : null;
}
