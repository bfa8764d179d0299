/**
 * A mark, per page, that this browser's draft of it holds edits the server has not saved (issue 28).
 * The boot paints a cold open's saved page before the app starts (app/builder/first-look.ts); a page with
 * unsaved edits here would show its saved version first and change to the draft a moment later, so the
 * boot reads this mark, synchronously and without the draft log, and leaves such a page to the builder.
 * The editor store keeps it in step (EditorStoreOptions `onUnsavedChange`). Storage that refuses (a
 * private window, a full quota) leaves the mark unread: the first look then shows, as without one.
 */

const markKey = (pageId: string) => `pagewright.unsaved:${pageId}`;

export function writeUnsavedMark(storage: () => Storage, pageId: string, unsaved: boolean): void {
  try {
    if (unsaved) storage().setItem(markKey(pageId), '1');
    else storage().removeItem(markKey(pageId));
  } catch {
    // Unavailable storage: nothing to keep in step.
  }
}

export function hasUnsavedMark(storage: () => Storage, pageId: string): boolean {
  try {
    return storage().getItem(markKey(pageId)) !== null;
  } catch {
    return false;
  }
}
