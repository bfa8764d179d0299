/**
 * The inspector's place in the builder (issue 20 §2): while the session's selection is an element
 * a panel edits, its `{Kind} settings` panel stands to the right of the canvas, 400 px wide; it
 * closes with the selection (Escape, a click on empty canvas, the panel's Close). The panels and
 * their frame load on first use, never with the builder's first paint.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { findSection } from '../../domain/document.ts';
import { getAttr } from '../../domain/html-tree.ts';
import { locate } from '../../domain/tree-paths.ts';
import type { BuilderSession } from './builder-session.ts';
import { kindOf } from './canvas/selection.ts';
import { hasPanel } from './inspector/panel-registry.ts';
import type { LinkValue } from './inspector/types.ts';

const Inspector = lazy(() => import('./inspector/Inspector.tsx').then((m) => ({ default: m.Inspector })));

export interface BuilderInspectorProps {
  readonly session: BuilderSession;
  readonly projectId: string;
  readonly pageId: string;
  readonly isDev: boolean;
  readonly pickLink: (current: LinkValue) => Promise<LinkValue | null>;
  readonly pickImage: () => Promise<string | null>;
}

export function BuilderInspector({ session, ...rest }: BuilderInspectorProps) {
  const selection = useSyncExternalStore(session.subscribe, session.getSelection);
  const { state } = useSyncExternalStore(session.store.subscribe, session.store.getSnapshot);
  if (!selection) return null;
  const section = findSection(state.doc, selection.sectionId);
  const node = section ? locate(section.nodes, selection.elementId)?.node : undefined;
  if (!node) return null;
  const kind = kindOf(node.tag, (getAttr(node, 'class') ?? '').split(/\s+/).filter(Boolean));
  if (!hasPanel(kind)) return null;
  const parent = session.parentOfSelection();
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
        {...rest}
      />
    </Suspense>
  );
}
