/**
 * Every place a builder image comes from (spec §3 User gallery, §4 page lifecycle): the user's own
 * uploads (with upload, delete after a confirm, sizes and the gallery totals), the template's
 * images, the shipped stock images, and the Pexels pictures the user saved — one tab each. Shared
 * by the Gallery drawer (tiles drag onto canvas images) and the Replace image dialog (tiles pick).
 */
import { HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatFileSize } from '../../../domain/rules/display.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { projectQuery } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';
import { ImageGrid } from './ImageGrid.tsx';
import {
  deletePicture,
  galleryKeys,
  type PickableImage,
  pexelsImagesQuery,
  stockImagesQuery,
  templateImagesQuery,
  userGalleryQuery,
} from './queries.ts';
import { UploadButton } from './UploadButton.tsx';
import type { UploadDeps } from './upload.ts';
import { useGalleryUpload } from './use-gallery-upload.ts';

export interface ImageSourcesProps {
  /** The project being edited: its template's images get a tab. */
  readonly projectId?: string;
  readonly draggable?: boolean;
  readonly onPick?: (src: string) => void;
  readonly pickLabel?: string;
  /** Uploading picks the new image too (the Replace image dialog). */
  readonly pickUploaded?: boolean;
  /** For tests: the XMLHttpRequest behind uploads. */
  readonly uploadDeps?: UploadDeps;
}

export function ImageSources({
  projectId,
  draggable = false,
  onPick,
  pickLabel,
  pickUploaded = false,
  uploadDeps,
}: ImageSourcesProps) {
  const grid = {
    draggable,
    pickLabel,
    ...(onPick && { onPick: (image: PickableImage) => onPick(image.src) }),
  };
  return (
    <Tabs.Root defaultValue="mine" colorPalette="purple" variant="line" size="sm" lazyMount>
      <Tabs.List flexWrap="wrap" mb="3">
        <Tabs.Trigger value="mine">My images</Tabs.Trigger>
        {projectId && <Tabs.Trigger value="template">Template</Tabs.Trigger>}
        <Tabs.Trigger value="stock">Stock</Tabs.Trigger>
        <Tabs.Trigger value="pexels">Pexels</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="mine">
        <MyImages grid={grid} pickUploaded={pickUploaded} onPick={onPick} uploadDeps={uploadDeps} />
      </Tabs.Content>
      {projectId && (
        <Tabs.Content value="template">
          <TemplateImages projectId={projectId} grid={grid} />
        </Tabs.Content>
      )}
      <Tabs.Content value="stock">
        <StockImages grid={grid} />
      </Tabs.Content>
      <Tabs.Content value="pexels">
        <PexelsImages grid={grid} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

type GridOptions = {
  readonly draggable: boolean;
  readonly pickLabel: string | undefined;
  readonly onPick?: (image: PickableImage) => void;
};

function MyImages({
  grid,
  pickUploaded,
  onPick,
  uploadDeps,
}: {
  grid: GridOptions;
  pickUploaded: boolean;
  onPick: ((src: string) => void) | undefined;
  uploadDeps: UploadDeps | undefined;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const gallery = useQuery(userGalleryQuery(api));
  const upload = useGalleryUpload(uploadDeps);
  const [deleting, setDeleting] = useState<PickableImage | null>(null);
  const remove = useMutation({
    mutationFn: (image: PickableImage) => deletePicture(api, image.id),
    onSuccess: async (_answer, image) => {
      setDeleting(null);
      toastSuccess('Picture deleted', image.name);
      await queryClient.invalidateQueries({ queryKey: galleryKeys.user() });
    },
    meta: { errorTitle: 'Could not delete the picture' },
  });
  return (
    <Stack gap="3">
      <UploadButton upload={upload} {...(pickUploaded && onPick && { onUploaded: onPick })} />
      {gallery.data && gallery.data.count > 0 && (
        <HStack justify="space-between" fontSize="xs" color="gray.600">
          <Text>
            {gallery.data.count} {gallery.data.count === 1 ? 'file' : 'files'}
          </Text>
          <Text>{formatFileSize(gallery.data.size)} used</Text>
        </HStack>
      )}
      <ImageGrid
        label="Your images"
        images={gallery.data?.images}
        pending={gallery.isPending}
        error={gallery.error}
        onRetry={() => void gallery.refetch()}
        empty="No images yet. Upload one to use it on your pages."
        onDelete={setDeleting}
        {...grid}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete picture"
        destructive
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        The picture leaves your gallery and its file is deleted. Pages that show it will show a broken image.
      </ConfirmDialog>
    </Stack>
  );
}

function TemplateImages({ projectId, grid }: { projectId: string; grid: GridOptions }) {
  const api = useApi();
  const project = useQuery(projectQuery(api, projectId));
  const templateId = project.data?.template_id ?? null;
  const images = useQuery({ ...templateImagesQuery(api, templateId ?? ''), enabled: templateId !== null });
  if (project.data && templateId === null) {
    return (
      <Text fontSize="sm" color="gray.600" borderWidth="1px" borderStyle="dashed" rounded="md" p="3">
        This project was not made from a template, so it has no template images.
      </Text>
    );
  }
  return (
    <ImageGrid
      label="Template images"
      images={images.data}
      pending={project.isPending || images.isPending}
      error={project.error ?? images.error}
      onRetry={() => void (project.error ? project.refetch() : images.refetch())}
      empty="This template has no images of its own."
      {...grid}
    />
  );
}

function StockImages({ grid }: { grid: GridOptions }) {
  const api = useApi();
  const images = useQuery(stockImagesQuery(api));
  return (
    <ImageGrid
      label="Stock images"
      images={images.data}
      pending={images.isPending}
      error={images.error}
      onRetry={() => void images.refetch()}
      empty="No stock images are available."
      {...grid}
    />
  );
}

function PexelsImages({ grid }: { grid: GridOptions }) {
  const api = useApi();
  const images = useQuery(pexelsImagesQuery(api));
  return (
    <ImageGrid
      label="Saved Pexels photos"
      images={images.data}
      pending={images.isPending}
      error={images.error}
      onRetry={() => void images.refetch()}
      empty="No saved Pexels photos yet."
      {...grid}
    />
  );
}
