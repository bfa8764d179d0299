/**
 * What vision users get in website settings (spec §1/§6 "Vision users get the currency list and the
 * vision thumbnail upload"): the currency codes with their symbols (src/domain/currencies.ts), and a
 * thumbnail upload that stores the picture like other images (`upload_image_on_s3`) and makes it the
 * project image (`edit_project`). Rendered only for `userType === 'vision'`.
 */
import { Box, Button, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import type { UploadedAssetResponse } from '../../../api/gallery.ts';
import type { Project } from '../../../api/project.ts';
import { CURRENCIES } from '../../../domain/currencies.ts';
import { uploadFile } from '../../builder/gallery/upload.ts';
import { editProject, projectKeys } from '../../data/projects.ts';
import { useApi, useSession, useSessionActor } from '../../session/SessionProvider.tsx';
import { reportFailure, toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from './SettingsSection.tsx';

export const THUMBNAIL_UPLOAD_PATH = '/api/app_api/upload_image_on_s3';

export function VisionSection({ project }: { project: Project }) {
  return (
    <SettingsSection
      id="vision"
      title="Vision"
      description="The project's thumbnail in your vision portal, and the currencies your plans can be priced in."
    >
      <ThumbnailUpload project={project} />
      <CurrencyList />
    </SettingsSection>
  );
}

function ThumbnailUpload({ project }: { project: Project }) {
  const api = useApi();
  const session = useSession();
  const sessionActor = useSessionActor();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await uploadFile<UploadedAssetResponse>({
        path: THUMBNAIL_UPLOAD_PATH,
        file,
        fileName: file.name,
        fields: { project_name: project.project_name, file_name: file.name },
        token: session?.tokens.token ?? null,
        onProgress: setProgress,
        onUnauthorized: () => sessionActor.send({ type: 'UNAUTHORIZED' }),
      });
      if (!uploaded.ok) {
        reportFailure(new ApiError(uploaded.error), { errorTitle: 'Could not upload the thumbnail' });
        return;
      }
      const answer = await editProject(api, project._id, { image: uploaded.value.url });
      queryClient.setQueryData(projectKeys.detail(project._id), answer);
      await queryClient.invalidateQueries({ queryKey: projectKeys.list() });
      toastSuccess('Thumbnail uploaded');
    } catch (error) {
      reportFailure(error, { errorTitle: 'Could not save the thumbnail' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <HStack gap="4" align="center" flexWrap="wrap">
      {project.image ? (
        <Image
          src={project.image}
          alt="Project thumbnail"
          h="20"
          w="32"
          objectFit="cover"
          rounded="md"
          borderWidth="1px"
        />
      ) : (
        <Box h="20" w="32" rounded="md" borderWidth="1px" bg="gray.50" aria-hidden="true" />
      )}
      <Stack gap="1">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml"
          hidden
          aria-label="Thumbnail image file"
          onChange={(event) => void choose(event)}
        />
        <Button
          variant="outline"
          size="sm"
          loading={progress !== null}
          loadingText={progress !== null ? `Uploading ${Math.round(progress * 100)}%` : undefined}
          onClick={() => input.current?.click()}
        >
          Upload thumbnail
        </Button>
        <Text fontSize="sm" color="gray.600">
          PNG, JPEG, GIF, WebP, AVIF or SVG.
        </Text>
      </Stack>
    </HStack>
  );
}

function CurrencyList() {
  const [search, setSearch] = useState('');
  const listId = useId();
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term
      ? CURRENCIES.filter(
          (currency) =>
            currency.short_form.toLowerCase().includes(term) || currency.symbol.toLowerCase().includes(term),
        )
      : CURRENCIES;
  }, [search]);
  return (
    <Stack gap="2">
      <Input
        size="sm"
        placeholder="Search by code or symbol"
        aria-label="Search currencies"
        aria-controls={listId}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Text fontSize="sm" color="gray.600" aria-live="polite">
        {shown.length} of {CURRENCIES.length} currencies
      </Text>
      <Box
        as="ul"
        id={listId}
        aria-label="Currencies"
        maxH="60"
        overflowY="auto"
        borderWidth="1px"
        rounded="md"
        listStyleType="none"
        tabIndex={0}
      >
        {shown.map((currency) => (
          <HStack
            as="li"
            key={currency.short_form}
            justify="space-between"
            px="3"
            py="1.5"
            borderBottomWidth="1px"
            borderColor="gray.100"
          >
            <Text fontFamily="mono">{currency.short_form}</Text>
            <Text>{currency.symbol}</Text>
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}
