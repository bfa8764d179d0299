/**
 * The inspector's place in the builder (issue 20 §2): while the session's selection is an element
 * a panel edits, its `{Kind} settings` panel stands to the right of the canvas, 400 px wide; it
 * closes with the selection (Escape, a click on empty canvas, the panel's Close). The panels and
 * their frame load on first use, never with the builder's first paint.
 */
import { memo, Suspense, useSyncExternalStore } from 'react';
import { findSection } from '../../domain/document.ts';
import { locate } from '../../domain/tree-paths.ts';
import type { BuilderSession } from './builder-session.ts';
import type { Selection } from './canvas/selection.ts';
import type { InspectorFrameProps } from './inspector/Inspector.tsx';
import { hasPanel } from './inspector/panel-registry.ts';
import { inspectedKind, sectionRootSelection } from './inspector/section/section-root.ts';
import type { LinkValue } from './inspector/types.ts';
import { preloadedLazy, useLoaded } from './preloaded-lazy.ts';

/**
 * A panel shows its element, the section around it and the theme (never another section), so it
 * re-renders when one of those changes — not for every command on the page (a section moved, text
 * typed elsewhere, undo of another edit), which at 200 sections kept each of them a panel's render
 * slower. Its callbacks only reach the session, which never changes.
 */
export function sameInspectorView(a: InspectorFrameProps, b: InspectorFrameProps): boolean {
  return (
    a.selection === b.selection &&
    a.kind === b.kind &&
    a.node === b.node &&
    a.doc.root === b.doc.root &&
    findSection(a.doc, a.selection.sectionId) === findSection(b.doc, b.selection.sectionId) &&
    a.isDev === b.isDev &&
    a.projectId === b.projectId &&
    a.pageId === b.pageId &&
    a.pickLink === b.pickLink &&
    a.pickImage === b.pickImage &&
    (a.onSelectParent === undefined) === (b.onSelectParent === undefined) &&
    (a.onSelectSection === undefined) === (b.onSelectSection === undefined)
  );
}

/** The panels' frame: its code loads when the builder's side panels do, before the first selection. */
const InspectorFrame = preloadedLazy(() => import('./inspector/Inspector.tsx').then((m) => m.Inspector));
const FRAME = [InspectorFrame];
const Inspector = memo(InspectorFrame, sameInspectorView);

export interface BuilderInspectorProps {
  readonly session: BuilderSession;
  readonly projectId: string;
  readonly pageId: string;
  readonly isDev: boolean;
  readonly pickLink: (current: LinkValue) => Promise<LinkValue | null>;
  readonly pickImage: () => Promise<string | null>;
}

export function BuilderInspector(props: BuilderInspectorProps) {
  const selection = useSyncExternalStore(props.session.subscribe, props.session.getSelection);
  useLoaded(FRAME);
  // With nothing selected the document is not read at all: a command then renders nothing here.
  return selection ? <SelectedInspector {...props} selection={selection} /> : null;
}

function SelectedInspector({
  session,
  selection,
  ...rest
}: BuilderInspectorProps & { selection: Selection }) {
  const { state } = useSyncExternalStore(session.store.subscribe, session.store.getSnapshot);
  const section = findSection(state.doc, selection.sectionId);
  const node = section ? locate(section.nodes, selection.elementId)?.node : undefined;
  if (!node) return null;
  const kind = inspectedKind(section!, node);
  if (!hasPanel(kind, rest.isDev)) return null;
  const parent = session.parentOfSelection();
  const sectionRoot = kind === 'section' ? null : sectionRootSelection(state.doc, selection.sectionId);
  return (
    <Suspense fallback={null}>
      <Inspector
        key={selection.elementId}
        doc={state.doc}
        selection={selection}
        node={node}
        kind={kind}
        run={(command, options) => session.run(command, { ...options, report: 'field' })}
        onClose={() => session.select(null)}
        {...(parent && { onSelectParent: () => session.select(parent) })}
        {...(sectionRoot && { onSelectSection: () => session.select(sectionRoot) })}
        {...rest}
      />
    </Suspense>
  );
}
