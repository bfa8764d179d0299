/**
 * The registry: every command kind maps to the family that decides it, and every event type
 * to the family that applies and inverts it. Both maps are mapped types over the unions, so
 * a new command or event without its line here fails to compile.
 */
import type { PageDocument } from '../domain/document.ts';
import { seededIds } from '../domain/ids.ts';
import { err, type Result } from '../domain/result.ts';
import { type DocumentCommand, type DocumentEvent, decideDocument, documentEvents } from './document.ts';
import { decideElement, type ElementCommand } from './element.ts';
import { type ElementEvent, elementEvents } from './element-events.ts';
import type { FormCommand } from './form.ts';
import type { PlanCardCommand } from './plan-card.ts';
import type { RowCommand } from './row.ts';
import { decideSection, type SectionCommand, type SectionEvent, sectionEvents } from './section.ts';
import type { SectionTextsCommand } from './section-texts.ts';
import type { SliderCommand } from './slider.ts';
import { decideStyle, type StyleCommand } from './style.ts';
import { decideTheme, type ThemeCommand, type ThemeEvent, themeEvents } from './theme.ts';
import {
  type CommandContext,
  type CommandError,
  commandError,
  type Decide,
  type EventFamily,
} from './types.ts';

export type Command =
  | SectionCommand
  | SectionTextsCommand
  | ElementCommand
  | FormCommand
  | RowCommand
  | SliderCommand
  | PlanCardCommand
  | StyleCommand
  | ThemeCommand
  | DocumentCommand;
export type CommandKind = Command['kind'];
export type DocEvent = SectionEvent | ElementEvent | ThemeEvent | DocumentEvent;
export type EventType = DocEvent['type'];

type CommandOf<K extends CommandKind> = Extract<Command, { kind: K }>;

/**
 * The families only a panel or dialog runs (forms, rows, sliders, plan cards, AI texts) are decided by
 * modules loaded after the builder's first paint, not with it: each new panel's commands had added to
 * the JavaScript every page open waits for (issue 20's budget). Their events are the element and section
 * events every family shares, so replaying, undoing and redoing never need them; only deciding does.
 * `loadCommandFamilies()` loads them (the builder asks right after its first paint, and a panel waits for
 * it before it shows); until then such a command fails with a clear error and changes nothing.
 */
const LAZY_FAMILIES = {
  form: () => import('./form.ts').then((m) => m.decideForm),
  row: () => import('./row.ts').then((m) => m.decideRow),
  slider: () => import('./slider.ts').then((m) => m.decideSlider),
  planCard: () => import('./plan-card.ts').then((m) => m.decidePlanCard),
  sectionTexts: () => import('./section-texts.ts').then((m) => m.decideSectionTexts),
} as const;
type LazyFamily = keyof typeof LAZY_FAMILIES;

const loadedFamilies: { [F in LazyFamily]?: Decide<never, DocEvent> } = {};
let loadingFamilies: Promise<void> | undefined;

/** Loads the lazily decided command families (once); resolves when every command can be decided. */
export function loadCommandFamilies(): Promise<void> {
  loadingFamilies ??= Promise.all(
    (Object.keys(LAZY_FAMILIES) as LazyFamily[]).map(async (family) => {
      loadedFamilies[family] = (await LAZY_FAMILIES[family]()) as Decide<never, DocEvent>;
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      loadingFamilies = undefined; // a failed download may be retried
      throw error;
    },
  );
  return loadingFamilies;
}

export const COMMAND_FAMILY_LOADING = 'This action is still loading. Try again in a moment.';

function lazyDecide<C extends Command>(family: LazyFamily): Decide<C, DocEvent> {
  return (doc, command, ctx) => {
    const decider = loadedFamilies[family] as Decide<C, DocEvent> | undefined;
    if (!decider) {
      void loadCommandFamilies().catch(() => {});
      return err(commandError('loading', COMMAND_FAMILY_LOADING));
    }
    return decider(doc, command, ctx);
  };
}
const decideForm = lazyDecide<FormCommand>('form');
const decideRow = lazyDecide<RowCommand>('row');
const decideSlider = lazyDecide<SliderCommand>('slider');
const decidePlanCard = lazyDecide<PlanCardCommand>('planCard');
const decideSectionTexts = lazyDecide<SectionTextsCommand>('sectionTexts');

const DECIDE: { readonly [K in CommandKind]: Decide<CommandOf<K>, DocEvent> } = {
  'section.add': decideSection,
  'section.duplicate': decideSection,
  'section.remove': decideSection,
  'section.move': decideSection,
  'section.reorder': decideSection,
  'section.setSettings': decideSection,
  'section.setAnchor': decideSection,
  'section.applyTexts': decideSectionTexts,
  'element.insert': decideElement,
  'element.remove': decideElement,
  'element.duplicate': decideElement,
  'element.setAttributes': decideElement,
  'element.setText': decideElement,
  'element.setRichText': decideElement,
  'element.setLink': decideElement,
  'element.dropImage': decideElement,
  'element.setClasses': decideElement,
  'element.move': decideElement,
  'element.setEmbed': decideElement,
  'form.addField': decideForm,
  'form.removeField': decideForm,
  'form.moveField': decideForm,
  'form.setField': decideForm,
  'form.setSubmitText': decideForm,
  'form.setSettings': decideForm,
  'row.setColumns': decideRow,
  'row.addColumn': decideRow,
  'row.removeColumn': decideRow,
  'row.resizeColumn': decideRow,
  'row.setLayout': decideRow,
  'slider.addItem': decideSlider,
  'slider.moveItem': decideSlider,
  'slider.setItem': decideSlider,
  'slider.setOptions': decideSlider,
  'planCard.setPlan': decidePlanCard,
  'planCard.setPlans': decidePlanCard,
  'style.set': decideStyle,
  'style.setTextShadow': decideStyle,
  'style.setMobileFontSize': decideStyle,
  'theme.setMode': decideTheme,
  'theme.applyPalette': decideTheme,
  'theme.setValue': decideTheme,
  'document.restore': decideDocument,
};

// Families handle their whole union; the mapped key type still forces one line per event type.
const EVENTS: { readonly [T in EventType]: EventFamily<DocEvent> } = {
  'section.added': sectionEvents,
  'section.removed': sectionEvents,
  'section.moved': sectionEvents,
  'section.settingsChanged': sectionEvents,
  'element.childrenSpliced': elementEvents,
  'element.attributesChanged': elementEvents,
  'theme.valuesChanged': themeEvents,
  'document.replaced': documentEvents,
};

export const COMMAND_KINDS = Object.keys(DECIDE) as CommandKind[];
export const EVENT_TYPES = Object.keys(EVENTS) as EventType[];

export function isCommandKind(kind: string): kind is CommandKind {
  return Object.hasOwn(DECIDE, kind);
}

function familyOf(event: DocEvent): EventFamily<DocEvent> {
  const family = EVENTS[event.type];
  if (!family) throw new Error(`Unknown event type ${event.type}`);
  return family;
}

/** Decides a command against the document: its events, or a typed error (document untouched). */
export function decide(
  doc: PageDocument,
  command: Command,
  ctx: CommandContext,
): Result<readonly DocEvent[], CommandError> {
  if (!isCommandKind(command.kind))
    return err(commandError('unknown_command', `Unknown command ${command.kind}.`));
  const decider = DECIDE[command.kind] as Decide<Command, DocEvent>;
  return decider(doc, command, ctx);
}

/** "Could I run?" — how buttons get their enabled state (like prosemirror commands without dispatch). */
export function canRun(doc: PageDocument, command: Command): boolean {
  const result = decide(doc, command, { ids: seededIds(0) });
  return result.ok && result.value.length > 0;
}

export function applyEvent(doc: PageDocument, event: DocEvent): PageDocument {
  return familyOf(event).apply(doc, event);
}

export function applyEvents(doc: PageDocument, events: readonly DocEvent[]): PageDocument {
  let next = doc;
  for (const event of events) next = applyEvent(next, event);
  return next;
}

export function invertEvent<E extends DocEvent>(event: E): E {
  return familyOf(event).invert(event) as E;
}

/** The events that undo `events`: each inverted, in reverse order. */
export function invertEvents(events: readonly DocEvent[]): DocEvent[] {
  const inverse: DocEvent[] = [];
  for (let i = events.length - 1; i >= 0; i--) inverse.push(invertEvent(events[i]!));
  return inverse;
}

/** One event equivalent to `first` then `second`, when their family can merge them. */
export function squashEvents(first: DocEvent, second: DocEvent): DocEvent | null {
  if (first.type.split('.')[0] !== second.type.split('.')[0]) return null;
  return familyOf(first).squash?.(first, second) ?? null;
}
