/**
 * The builder's two pickers, asked for as promises by whoever needs one (issue 20 §2): the gallery
 * with uploads (the inspector's Replace image and logo, the floating button, the element menu) and
 * the one link picker (the inspector's link fields and the text toolbar's Link). Both draw in the
 * app's document and load when first opened.
 */
import { lazy, type ReactNode, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import type { Command } from '../../commands/registry.ts';
import type { CommandError } from '../../commands/types.ts';
import type { PageDocument } from '../../domain/document.ts';
import { createLinkPicker } from './inspector/link-picker/link-picker-store.ts';
import type { LinkValue } from './inspector/types.ts';

const ReplaceImageDialog = lazy(() =>
  import('./ReplaceImageDialog.tsx').then((m) => ({ default: m.ReplaceImageDialog })),
);
const LinkPickerHost = lazy(() =>
  import('./inspector/link-picker/LinkPickerHost.tsx').then((m) => ({ default: m.LinkPickerHost })),
);

export interface BuilderPickers {
  readonly pickImage: () => Promise<string | null>;
  readonly pickLink: (current: LinkValue) => Promise<LinkValue | null>;
  /** The open picker's dialog, if any. */
  readonly dialogs: ReactNode;
}

export function useBuilderPickers(
  projectId: string,
  doc: () => PageDocument,
  run: (command: Command) => CommandError | null,
): BuilderPickers {
  const [imagePick, setImagePick] = useState<((src: string | null) => void) | null>(null);
  const pickImage = useMemo(
    () => () => new Promise<string | null>((resolve) => setImagePick(() => resolve)),
    [],
  );
  const [linkPicker] = useState(createLinkPicker);
  const linkPickOpen = useSyncExternalStore(linkPicker.subscribe, linkPicker.getSnapshot) !== null;
  const answer = (src: string | null) => {
    imagePick?.(src);
    setImagePick(null);
  };
  const dialogs = (
    <>
      {imagePick && (
        <Suspense fallback={null}>
          <ReplaceImageDialog open projectId={projectId} onClose={() => answer(null)} onPick={answer} />
        </Suspense>
      )}
      {linkPickOpen && (
        <Suspense fallback={null}>
          <LinkPickerHost picker={linkPicker} projectId={projectId} doc={doc()} run={run} />
        </Suspense>
      )}
    </>
  );
  return { pickImage, pickLink: linkPicker.pick, dialogs };
}
