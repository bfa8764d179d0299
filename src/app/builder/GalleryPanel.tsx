/**
 * The "Gallery" drawer (spec §2 drawer items, width 350; §3 User gallery; §4 Drag and drop): the
 * user's images and videos with upload (several files at once, each with its progress and Cancel),
 * the storage used and delete after a confirm, the template's, the stock and the saved Pexels images.
 * It is loaded when the drawer opens (Builder.tsx), so none of it is on the builder's first paint. Dragging a tile onto an image in the canvas replaces it (`element.dropImage`,
 * run by the canvas drop, elements/canvas-drop.ts). When the builder passes `onPick` (an image is
 * selected in the canvas), each tile also offers a button that does the same from the keyboard.
 */
import { Stack, Text } from '@chakra-ui/react';
import { ImageSources } from './gallery/ImageSources.tsx';
import type { UploadDeps } from './gallery/upload.ts';

export interface GalleryPanelProps {
  readonly projectId: string;
  /** Replace the selected canvas image with `src`; absent when no image is selected. */
  readonly onPick?: (src: string) => void;
  /** For tests: the XMLHttpRequest behind uploads. */
  readonly uploadDeps?: UploadDeps;
}

export function GalleryPanel({ projectId, onPick, uploadDeps }: GalleryPanelProps) {
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="gray.600">
        {onPick
          ? 'Drag an image onto an image in the page, or use it on the selected image.'
          : 'Drag an image onto an image in the page to replace it.'}
      </Text>
      <ImageSources
        projectId={projectId}
        draggable
        {...(onPick && { onPick, pickLabel: 'Use' })}
        {...(uploadDeps && { uploadDeps })}
      />
    </Stack>
  );
}
