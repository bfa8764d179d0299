/**
 * In-place text editing in the canvas (issue 5; issue 20 §3): `start` turns a canvas block into a
 * ProseMirror editor (controller.ts, loaded with the first edit, not with the builder's first
 * paint) wired to the builder — the session's store runs its commands, the app's link picker serves
 * its Link, the page reads "Unsaved changes" from its first change — and `editing` is the edit under
 * way, for the toolbar. One edit at a time: starting another commits the current one.
 */
import { type RefObject, useCallback, useRef, useState } from 'react';
import { findSection } from '../../../domain/document.ts';
import { getAttr } from '../../../domain/html-tree.ts';
import { isEditableElement } from '../../../domain/rules/editable.ts';
import { locate } from '../../../domain/tree-paths.ts';
import { toaster } from '../../shell/toaster.tsx';
import type { BuilderSession } from '../builder-session.ts';
import { resolveAssets } from '../canvas/resolve-assets.ts';
import { elementKind, selectionAt } from '../canvas/selection.ts';
import type { LinkValue } from '../inspector/types.ts';
import type { EditOutcome, TextEditController } from './controller.ts';
import type { AiTextRequest } from './edit-options.ts';
import { elementInnerHtml } from './element-html.ts';

const loadTextEditing = () => import('./controller.ts');

const OUTCOME_MESSAGES: Partial<Record<EditOutcome['kind'], string>> = {
  abandoned: 'The text changed while you were editing it, so your edit was not kept.',
};

/** Spec §5: elements named or classed not-editable, or flagged disabled, are not edited. */
export function isEditable(element: Element): boolean {
  return isEditableElement({
    name: element.getAttribute('name'),
    className: element.getAttribute('class'),
    disabled: element.hasAttribute('disabled') || element.getAttribute('data-disabled') === 'true',
  });
}

export interface TextEditingOptions {
  readonly session: BuilderSession;
  readonly assetBase: string;
  /** Read when an edit starts (the latest props). */
  readonly hooks: () => {
    readonly pickLink?: (current: LinkValue) => Promise<LinkValue | null>;
    readonly writeText?: (request: AiTextRequest) => Promise<string | null>;
    readonly onOpenSettings?: () => void;
  };
}

export interface TextEditing {
  readonly editing: TextEditController | null;
  /** The edit under way now (for listeners attached once, which outlive renders). */
  readonly current: () => TextEditController | null;
  readonly toolbarRef: RefObject<HTMLDivElement | null>;
  /** Starts editing `element` with the caret at a point or at the end; false when it cannot be edited. */
  readonly start: (element: Element, caret: { left: number; top: number } | 'end') => boolean;
}

export function useTextEditing({ session, assetBase, hooks }: TextEditingOptions): TextEditing {
  const { store } = session;
  const [editing, setEditing] = useState<TextEditController | null>(null);
  const latest = useRef<TextEditController | null>(null);
  latest.current = editing;
  const toolbarRef = useRef<HTMLDivElement>(null);

  const start = (element: Element, caret: { left: number; top: number } | 'end'): boolean => {
    const target = selectionAt(element);
    if (!target || !isEditable(element)) return false;
    const doc = store.getSnapshot().state.doc;
    const html = elementInnerHtml(doc, target);
    if (html === null) return false;
    const node = locate(findSection(doc, target.sectionId)?.nodes ?? [], target.elementId)?.node;
    latest.current?.commit();
    session.select(target);
    const { pickLink, writeText, onOpenSettings } = hooks();
    void loadTextEditing().then(({ TextEditController }) => {
      if (!element.isConnected) return;
      const controller = new TextEditController({
        element: element as HTMLElement,
        target,
        html,
        run: (command, options) => store.run(command, options),
        enterFinishes: elementKind(element) !== 'text',
        caret,
        root: doc.root,
        style: node ? (getAttr(node, 'style') ?? null) : null,
        prepareRaw: (raw) => resolveAssets(raw, assetBase),
        ...(pickLink && { pickLink }),
        ...(writeText && { writeText }),
        onOpenSettings: () => onOpenSettings?.(),
        onDirty: () => store.markEditing(true),
        onFocusToolbar: () =>
          toolbarRef.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus(),
        onEnd: (outcome) => {
          store.markEditing(false);
          setEditing((current) => (current === controller ? null : current));
          if (outcome.kind === 'failed') toaster.create({ type: 'error', title: outcome.error.message });
          const message = OUTCOME_MESSAGES[outcome.kind];
          if (message) toaster.create({ type: 'warning', title: message });
        },
      });
      latest.current = controller;
      setEditing(controller);
    });
    return true;
  };

  // Stable: the canvas's listeners, attached once per document, read the edit under way through it.
  const current = useCallback(() => latest.current, []);
  return { editing, current, toolbarRef, start };
}
