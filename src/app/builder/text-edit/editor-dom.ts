/**
 * The two places the text editor meets the canvas DOM beyond ProseMirror itself: the view of a
 * raw atom (an icon, an image, a nested list inside the text) and the caret placed where the
 * user double-clicked.
 */
import type { Node as PMNode } from 'prosemirror-model';
import type { EditorView, NodeView } from 'prosemirror-view';

export function safePosAtCoords(view: EditorView, coords: { left: number; top: number }): number | null {
  try {
    return view.posAtCoords(coords)?.pos ?? null;
  } catch {
    // Layout queries fail where there is no layout (a test DOM); the caret goes to the end.
    return null;
  }
}

/** A raw atom shows its html as is, not editable inside (an icon, an image, a nested list). */
export function rawView(node: PMNode, documentRef: Document, prepare?: (element: Element) => void): NodeView {
  const template = documentRef.createElement('template');
  template.innerHTML = node.attrs.html as string;
  const only = template.content.childNodes.length === 1 ? template.content.firstChild : null;
  let dom: HTMLElement;
  if (only && only.nodeType === 1) dom = only as HTMLElement;
  else {
    dom = documentRef.createElement('span');
    dom.append(template.content);
  }
  dom.setAttribute('contenteditable', 'false');
  prepare?.(dom);
  return { dom, ignoreMutation: () => true };
}
