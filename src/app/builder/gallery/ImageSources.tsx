/**
 * Every place a builder image comes from (spec §3 User gallery, §4 page lifecycle): the user's own
 * uploads and videos (several files at once, delete after a confirm, sizes, and the storage used
 * against the quota in the 1024 unit), the template's
 * images, the shipped stock images, and Pexels (image search, and the photos the user saved) — one tab each. Shared
 * by the Gallery drawer (tiles drag onto canvas images) and the Replace image dialog (tiles pick).
 */
import { Box, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { projectQuery } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';
import { type GridOptions, ImageGrid } from './ImageGrid.tsx';
import { PexelsPhotos } from './PexelsPhotos.tsx';
import {
  deleteGalleryFile,
  galleryKeys,
  type PickableImage,
  stockImagesQuery,
  templateImagesQuery,
  userGalleryQuery,
} from './queries.ts';
import { UploadButton } from './UploadButton.tsx';
import type { UploadDeps } from './upload.ts';
import { IMAGE_ACCEPT, storageUsedFraction, storageUsedText, VIDEO_ACCEPT } from './upload-kind.ts';
import { useUploadQueue } from './use-upload-queue.ts';

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
        <PexelsPhotos grid={grid} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

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
  const queue = useUploadQueue(uploadDeps);
  const [deleting, setDeleting] = useState<PickableImage | null>(null);
  const remove = useMutation({
    mutationFn: (file: PickableImage) => deleteGalleryFile(api, file),
    onSuccess: async (_answer, file) => {
      setDeleting(null);
      toastSuccess(file.video ? 'Video deleted' : 'Picture deleted', file.name);
      await queryClient.invalidateQueries({ queryKey: galleryKeys.user() });
    },
    meta: { errorTitle: 'Could not delete the file' },
  });
  const videos = gallery.data?.videos ?? [];
  // The Replace image dialog takes one picture and picks it; the drawer takes several files, videos too.
  const upload = pickUploaded
    ? { accept: IMAGE_ACCEPT, label: 'Upload image', inputLabel: 'Image file to upload' }
    : {
        accept: `${IMAGE_ACCEPT},${VIDEO_ACCEPT}`,
        label: 'Upload images or videos',
        inputLabel: 'Images or videos to upload',
        multiple: true,
      };
  return (
    <Stack gap="3">
      <UploadButton
        queue={queue}
        {...upload}
        {...(pickUploaded && onPick && { onUploaded: (image: PickableImage) => onPick(image.src) })}
      />
      {gallery.data && <StorageUsed {...gallery.data} />}
      <ImageGrid
        label="Your images"
        images={gallery.data?.images}
        pending={gallery.isPending}
        error={gallery.error}
        onRetry={() => void gallery.refetch()}
        // While a file is on its way the progress rows say what is coming, not "No images yet".
        empty={
          queue.entries.length > 0
            ? null
            : pickUploaded
              ? 'No images yet. Upload one to use it on your pages.'
              : 'No images yet. Upload images or videos to use them on your pages.'
        }
        onDelete={setDeleting}
        {...grid}
      />
      {!pickUploaded && videos.length > 0 && (
        <Stack gap="2">
          <Text as="h3" fontSize="sm" fontWeight="semibold">
            Videos
          </Text>
          <ImageGrid
            label="Your videos"
            images={videos}
            pending={false}
            error={null}
            onRetry={() => undefined}
            empty={null}
            onDelete={setDeleting}
          />
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel={deleting?.video ? 'Delete video' : 'Delete picture'}
        destructive
        lockScroll={false}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        {deleting?.video
          ? 'The video leaves your gallery and its file is deleted. Sections that play it will show nothing.'
          : 'The picture leaves your gallery and its file is deleted. Pages that show it will show a broken image.'}
      </ConfirmDialog>
    </Stack>
  );
}

/** The gallery's files and the storage they and the page assets take, against the quota (unit 1024). */
function StorageUsed({
  count,
  size,
  storageUsed,
  storageQuota,
}: {
  count: number;
  size: number;
  storageUsed: number | undefined;
  storageQuota: number | undefined;
}) {
  const used = storageUsed ?? size;
  if (count === 0 && used === 0) return null;
  const fraction = storageUsedFraction(used, storageQuota);
  return (
    <Stack gap="1">
      <HStack justify="space-between" fontSize="xs" color="gray.600" gap="2">
        <Text>{count > 0 && `${count} ${count === 1 ? 'file' : 'files'}`}</Text>
        <Text textAlign="end">{storageUsedText(used, storageQuota)}</Text>
      </HStack>
      {storageQuota !== undefined && (
        // The words above say it; the bar is for the eye.
        <Box h="1" bg="gray.200" rounded="full" overflow="hidden" aria-hidden="true">
          <Box
            h="full"
            w={`${Math.max(fraction * 100, used > 0 ? 1 : 0)}%`}
            bg={fraction > 0.9 ? 'red.500' : 'purple.500'}
          />
        </Box>
      )}
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
