/**
 * "Replace image" (issue 5: clicking an image offers it): pick from the gallery, the template's,
 * the stock or the saved Pexels images, or upload one (with a progress bar) — the uploaded image is
 * picked at once. The builder runs the replacement as one command on the selected image.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { ImageSources } from './gallery/ImageSources.tsx';
import type { UploadDeps } from './gallery/upload.ts';

export interface ReplaceImageDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The chosen image's src, as the page will link it. */
  readonly onPick: (src: string) => void;
  /** The project being edited: adds its template's images. */
  readonly projectId?: string;
  /** For tests: the XMLHttpRequest behind uploads. */
  readonly uploadDeps?: UploadDeps;
}

export function ReplaceImageDialog({
  open,
  onClose,
  onPick,
  projectId,
  uploadDeps,
}: ReplaceImageDialogProps) {
  const pick = (src: string) => {
    onPick(src);
    onClose();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Replace image</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {open && (
                <ImageSources
                  {...(projectId && { projectId })}
                  onPick={pick}
                  pickLabel="Use"
                  pickUploaded
                  {...(uploadDeps && { uploadDeps })}
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
