/**
 * The page document the builder edits (ARCHITECTURE: Document model): ordered sections,
 * the theme's root values and the page's settings. Immutable; only events change it
 * (src/commands), and only projections read it for output (src/projections).
 */
import type { HtmlNode } from './html-tree.ts';
import { DEFAULT_ROOT_VALUES, type RootValues } from './root-values.ts';

export type SectionWidth = 'container' | 'full';
export type VideoSource = 'youtube' | 'vimeo' | 'upload';

export interface SectionBackground {
  readonly color?: string;
  readonly image?: string;
  readonly size?: string;
  readonly repeat?: string;
  readonly position?: string;
}

/**
 * A background video (§4): autoplay, muted and loop are on unless set to false (absent = on, so
 * older documents keep their meaning); the overlay colour and its opacity (0–100) are optional.
 */
export interface SectionVideo {
  readonly source: VideoSource;
  readonly url: string;
  readonly overlay?: string;
  readonly overlayOpacity?: number;
  readonly autoplay?: boolean;
  readonly muted?: boolean;
  readonly loop?: boolean;
}

/** Where a section is hidden besides everywhere (`hidden`): under 768 px, or from 768 px up. */
export type SectionHideOn = 'mobile' | 'desktop';

export interface SectionSettings {
  readonly width: SectionWidth;
  readonly hidden: boolean;
  readonly background: SectionBackground;
  readonly video: SectionVideo | null;
  /** Extra inline style declarations on the section wrapper, property → value (spacing: padding-top/-bottom). */
  readonly style: Readonly<Record<string, string>>;
  readonly hideOn?: SectionHideOn;
  /** An Animate.css 4.1.1 entrance animation name (`fadeInUp`), played when scrolled into view. */
  readonly animation?: string;
}

export const DEFAULT_SECTION_SETTINGS: SectionSettings = Object.freeze({
  width: 'container',
  hidden: false,
  background: Object.freeze({}),
  video: null,
  style: Object.freeze({}),
});

export interface SectionState {
  /** 10 characters (spec §9). */
  readonly section_id: string;
  readonly section_name: string;
  readonly section_title: string;
  readonly section_type: string;
  readonly nodes: readonly HtmlNode[];
  readonly css: string;
  readonly js: string;
  readonly settings: SectionSettings;
}

export interface PageSettings {
  readonly project_id: string;
  readonly page_id: string;
  readonly page_name: string;
  readonly page_slug: string;
}

export interface PageDocument {
  readonly sections: readonly SectionState[];
  readonly root: RootValues;
  readonly settings: PageSettings;
}

export function emptyDocument(settings: Partial<PageSettings> = {}): PageDocument {
  return {
    sections: [],
    root: DEFAULT_ROOT_VALUES,
    settings: { project_id: '', page_id: '', page_name: 'Home', page_slug: 'index', ...settings },
  };
}

export function findSection(doc: PageDocument, sectionId: string): SectionState | undefined {
  return doc.sections[sectionIndex(doc, sectionId)];
}

export function sectionIndex(doc: PageDocument, sectionId: string): number {
  const { sections } = doc;
  for (let i = 0; i < sections.length; i++) if (sections[i]!.section_id === sectionId) return i;
  return -1;
}
