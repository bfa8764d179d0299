/**
 * The top bar's draft indicator (issue 5 Durable drafts: "saved" / "unsaved changes" / "offline
 * draft"). Every edit is in the browser's draft log the moment it happens; this says where the
 * latest edits live: on the server, only here, or only here while the server cannot be reached.
 */
import { useSyncExternalStore } from 'react';

export type DraftStatus = 'saving' | 'saved' | 'unsaved' | 'offline';

export const DRAFT_STATUS_LABEL: Record<DraftStatus, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  offline: 'Offline draft',
};

export function draftStatus(state: {
  readonly saving: boolean;
  readonly unsaved: boolean;
  readonly online: boolean;
}): DraftStatus {
  if (state.saving) return 'saving';
  if (!state.unsaved) return 'saved';
  return state.online ? 'unsaved' : 'offline';
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it is online (`navigator.onLine`, kept current by its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
