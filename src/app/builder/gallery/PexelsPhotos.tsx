/**
 * The Gallery's Pexels tab (spec §3 User gallery, §4 Session "skeleton rows until the key arrives",
 * §7 Keys): image search once the key is in (skeleton rows while it is on its way, a "not set up"
 * note when there is none), then the photos the user saved. Choosing a found photo saves it among
 * them and then does what choosing any gallery image does: the drawer's "Use" replaces the selected
 * canvas image, a drag onto a canvas image replaces that one, the Replace image dialog picks it.
 */
import { Box, Button, Code, HStack, Input, Link, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi, useRuntime } from '../../session/SessionProvider.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';
import { PEXELS_KEY_SETTING, usePexelsKey } from '../editor-key/pexels-key.ts';
import { type GridOptions, ImageGrid } from './ImageGrid.tsx';
import { type PexelsPhoto, pexelsSearchQuery, savePexelsPhoto, toPickablePhoto } from './pexels-search.ts';
import { galleryKeys, type PickableImage, pexelsImagesQuery } from './queries.ts';

export function PexelsPhotos({ grid }: { grid: GridOptions }) {
  const key = usePexelsKey();
  return (
    <Stack gap="4">
      {key.status === 'pending' ? (
        <SearchSkeleton />
      ) : key.key ? (
        <PexelsSearch apiKey={key.key} grid={grid} />
      ) : (
        <SearchNotSetUp />
      )}
      <Stack gap="2">
        <Text as="h3" fontSize="sm" fontWeight="semibold">
          Your Pexels photos
        </Text>
        <SavedPexelsPhotos grid={grid} />
      </Stack>
    </Stack>
  );
}

/** The search's place while the key is on its way: the field and a row of results, greyed. */
function SearchSkeleton() {
  return (
    <Stack gap="2" role="status" aria-busy="true" aria-label="Loading image search">
      <HStack gap="2">
        <Skeleton h="8" flex="1" rounded="md" />
        <Skeleton h="8" w="16" rounded="md" />
      </HStack>
      <HStack gap="2">
        <Skeleton h="24" flex="1" rounded="md" />
        <Skeleton h="24" flex="1" rounded="md" />
      </HStack>
    </Stack>
  );
}

function SearchNotSetUp() {
  return (
    <Box fontSize="sm" color="gray.700" bg="gray.50" borderWidth="1px" rounded="md" p="3">
      <Text fontWeight="semibold">Image search is not set up</Text>
      <Text mt="1" color="gray.600">
        To search Pexels photos here, an administrator sets <Code size="sm">{PEXELS_KEY_SETTING}</Code> on the
        server. Photos saved earlier are below.
      </Text>
    </Box>
  );
}

function PexelsSearch({ apiKey, grid }: { apiKey: string; grid: GridOptions }) {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const results = useQuery(pexelsSearchQuery(runtime.fetch, runtime.api, apiKey, query));
  const found = new Map<string, PexelsPhoto>(
    (results.data?.photos ?? []).map((photo) => [toPickablePhoto(photo).id, photo]),
  );
  const save = useMutation({
    mutationFn: (photo: PexelsPhoto) => savePexelsPhoto(runtime.api, photo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.pexels() }),
    meta: { errorTitle: 'Could not save the photo' },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  const choose = (image: PickableImage) => {
    const photo = found.get(image.id);
    if (!photo) return;
    save.mutate(photo, {
      onSuccess: (src) => {
        if (grid.onPick) grid.onPick({ ...image, src });
        else toastSuccess('Photo saved', `${image.name} is now among your Pexels photos.`);
      },
    });
  };
  return (
    <Stack gap="3">
      <form aria-label="Pexels image search" onSubmit={submit}>
        <HStack gap="2">
          <Input
            size="sm"
            type="search"
            aria-label="Search Pexels photos"
            placeholder="Search Pexels photos"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" size="sm" colorPalette="purple" disabled={draft.trim() === ''}>
            Search
          </Button>
        </HStack>
      </form>
      {save.isPending && (
        <HStack gap="2" fontSize="sm" color="gray.600" role="status">
          <Spinner size="xs" />
          <Text>Saving the photo…</Text>
        </HStack>
      )}
      {query !== '' && (
        <ImageGrid
          label="Search results"
          images={results.data?.photos.map(toPickablePhoto)}
          pending={results.isLoading}
          error={results.error}
          onRetry={() => void results.refetch()}
          empty={`No photos found for “${query}”.`}
          draggable={grid.draggable}
          pickLabel={grid.onPick ? grid.pickLabel : 'Save'}
          onPick={choose}
          // A photo dropped onto the page is linked as found; saving keeps it among the user's photos.
          onDropped={(image) => {
            const photo = found.get(image.id);
            if (photo) save.mutate(photo);
          }}
        />
      )}
      <Text fontSize="xs" color="gray.600">
        Photos provided by{' '}
        <Link href="https://www.pexels.com" target="_blank" rel="noopener noreferrer" color="purple.700">
          Pexels
        </Link>
      </Text>
    </Stack>
  );
}

function SavedPexelsPhotos({ grid }: { grid: GridOptions }) {
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
