/**
 * A grid of pickable images with the states every source shares (loading, error with retry, empty).
 * Tiles can be dragged onto an image in the canvas (HTML5 drag data, canvas-drop.ts), picked with a
 * button (keyboard and pointer alike) and, for the user's own uploads, deleted. A video of the
 * user's gallery shows as a video tile (its first frame) that is never dragged or picked.
 */
import {
  Box,
  Button,
  chakra,
  HStack,
  IconButton,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatFileSize, shortenText } from '../../../domain/rules/display.ts';
import { TrashIcon } from '../../components/icons.tsx';
import { failureMessage } from '../../shell/toaster.tsx';
import { setImageDragData } from '../elements/drag-data.ts';
import type { PickableImage } from './queries.ts';

export interface ImageGridProps {
  readonly label: string;
  readonly images: readonly PickableImage[] | undefined;
  readonly pending: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  /** Shown when there are no images; null shows nothing at all. */
  readonly empty: ReactNode;
  /** Tiles drag onto canvas images. */
  readonly draggable?: boolean;
  readonly onPick?: (image: PickableImage) => void;
  readonly pickLabel?: string;
  readonly onDelete?: (image: PickableImage) => void;
  /** A tile was dragged and dropped where the drop was taken (a canvas image). */
  readonly onDropped?: (image: PickableImage) => void;
}

/** How a source's grid offers its tiles (drag, pick), shared by every tab of the image sources. */
export interface GridOptions {
  readonly draggable: boolean;
  readonly pickLabel: string | undefined;
  readonly onPick?: (image: PickableImage) => void;
}

export function ImageGrid({
  label,
  images,
  pending,
  error,
  onRetry,
  empty,
  draggable = false,
  onPick,
  pickLabel = 'Use',
  onDelete,
  onDropped,
}: ImageGridProps) {
  if (pending) {
    return (
      <SimpleGrid
        columns={2}
        gap="2"
        aria-busy="true"
        role="status"
        aria-label={`Loading ${label.toLowerCase()}`}
      >
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} h="24" rounded="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (error) {
    return (
      <Stack gap="2" role="alert" borderWidth="1px" borderColor="red.200" bg="red.50" rounded="md" p="3">
        <Text fontSize="sm" fontWeight="semibold" color="red.800">
          Could not load {label.toLowerCase()}
        </Text>
        <Text fontSize="sm" color="red.800">
          {failureMessage(error)}
        </Text>
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!images || images.length === 0) {
    if (empty === null) return null;
    return (
      <Text fontSize="sm" color="gray.600" borderWidth="1px" borderStyle="dashed" rounded="md" p="3">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid as="ul" columns={2} gap="2" listStyleType="none" aria-label={label}>
      {images.map((image) => (
        <Box as="li" key={image.id} borderWidth="1px" rounded="md" overflow="hidden" bg="white">
          {image.video ? (
            <Box position="relative">
              <chakra.video
                src={image.preview}
                aria-label={image.name}
                title={image.name}
                muted
                preload="metadata"
                w="full"
                h="24"
                objectFit="cover"
                bg="gray.800"
                display="block"
              />
              {/* Marks the tile as a video even before (or without) a first frame. */}
              <Box
                position="absolute"
                inset="0"
                display="flex"
                alignItems="center"
                justifyContent="center"
                pointerEvents="none"
                aria-hidden="true"
              >
                <Box bg="blackAlpha.600" color="white" rounded="full" p="2" lineHeight="0">
                  <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <path d="M8 5v14l11-7z" />
                  </svg>
                </Box>
              </Box>
            </Box>
          ) : (
            <Image
              src={image.preview}
              alt={image.name}
              title={draggable ? `Drag onto an image in the page to replace it` : image.name}
              w="full"
              h="24"
              objectFit="cover"
              bg="gray.100"
              loading="lazy"
              draggable={draggable}
              cursor={draggable ? 'grab' : undefined}
              onDragStart={draggable ? (event) => setImageDragData(event.dataTransfer, image.src) : undefined}
              onDragEnd={
                draggable && onDropped
                  ? (event) => {
                      if (event.dataTransfer.dropEffect !== 'none') onDropped(image);
                    }
                  : undefined
              }
            />
          )}
          <HStack px="2" py="1" gap="1" justify="space-between" minH="8">
            <Stack gap="0" minW="0">
              <Text fontSize="xs" truncate title={image.name}>
                {shortenText(image.name)}
              </Text>
              {image.size !== undefined && (
                <Text fontSize="2xs" color="gray.600">
                  {image.video ? `Video · ${formatFileSize(image.size)}` : formatFileSize(image.size)}
                </Text>
              )}
            </Stack>
            <HStack gap="0">
              {onPick && !image.video && (
                <Button
                  size="2xs"
                  colorPalette="purple"
                  variant="subtle"
                  aria-label={`${pickLabel} ${image.name}`}
                  onClick={() => onPick(image)}
                >
                  {pickLabel}
                </Button>
              )}
              {onDelete && (
                <IconButton
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete ${image.name}`}
                  onClick={() => onDelete(image)}
                >
                  <TrashIcon />
                </IconButton>
              )}
            </HStack>
          </HStack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
