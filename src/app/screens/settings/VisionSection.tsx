/**
 * What vision users get in website settings (spec §1/§6 "Vision users get the currency list and the
 * vision thumbnail upload"): the currency codes with their names and symbols (src/domain/currencies.ts;
 * names from Intl), searchable, and a thumbnail upload that stores the picture like other images (`upload_image_on_s3`) and makes it the
 * project image (`edit_project`). Rendered only for `userType === 'vision'`.
 */
import {
  Box,
  Button,
  Center,
  Heading,
  HStack,
  Image,
  Input,
  InputGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import type { UploadedAssetResponse } from '../../../api/gallery.ts';
import type { Project } from '../../../api/project.ts';
import { CURRENCIES } from '../../../domain/currencies.ts';
import { uploadFile } from '../../builder/gallery/upload.ts';
import { SearchIcon, UploadIcon } from '../../components/icons.tsx';
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
  const headingId = useId();

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
    <Stack gap="3" role="group" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="sm" color="gray.900">
        Project thumbnail
      </Heading>
      <HStack gap="4" align="center" flexWrap="wrap">
        {project.image ? (
          <Image
            src={project.image}
            alt="Project thumbnail"
            h="24"
            w="40"
            objectFit="cover"
            rounded="md"
            borderWidth="1px"
            flexShrink={0}
          />
        ) : (
          <Center
            h="24"
            w="40"
            rounded="md"
            borderWidth="1px"
            borderStyle="dashed"
            borderColor="gray.300"
            bg="gray.50"
            color="gray.600"
            fontSize="sm"
            flexShrink={0}
          >
            No thumbnail yet
          </Center>
        )}
        <Stack gap="2" flex="1" minW="48" align="start">
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
            <UploadIcon />
            {project.image ? 'Replace thumbnail' : 'Upload thumbnail'}
          </Button>
          <Text fontSize="sm" color="gray.600">
            Shown for this project in your vision portal. PNG, JPEG, GIF, WebP, AVIF or SVG.
          </Text>
        </Stack>
      </HStack>
    </Stack>
  );
}

/** English names from the browser's own data (Intl); a code it does not know shows without one. */
const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' });
const NAMED_CURRENCIES = CURRENCIES.map((currency) => ({
  ...currency,
  name: currencyNames.of(currency.short_form) ?? '',
}));

function CurrencyList() {
  const [search, setSearch] = useState('');
  const listId = useId();
  const headingId = useId();
  const term = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      term
        ? NAMED_CURRENCIES.filter(
            (currency) =>
              currency.short_form.toLowerCase().includes(term) ||
              currency.symbol.toLowerCase().includes(term) ||
              currency.name.toLowerCase().includes(term),
          )
        : NAMED_CURRENCIES,
    [term],
  );
  return (
    <Stack gap="3" role="group" aria-labelledby={headingId}>
      <HStack justify="space-between" align="baseline" gap="3" flexWrap="wrap">
        <Heading as="h3" id={headingId} size="sm" color="gray.900">
          Currencies
        </Heading>
        <Text fontSize="sm" color="gray.600" aria-live="polite">
          {term ? `${shown.length} of ${CURRENCIES.length} currencies` : `${CURRENCIES.length} currencies`}
        </Text>
      </HStack>
      <InputGroup startElement={<SearchIcon color="gray.500" />}>
        <Input
          size="sm"
          placeholder="Search by code, name or symbol"
          aria-label="Search currencies"
          aria-controls={listId}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </InputGroup>
      <Box
        as="ul"
        id={listId}
        aria-label="Currencies"
        maxH="72"
        overflowY="auto"
        borderWidth="1px"
        rounded="md"
        listStyleType="none"
        tabIndex={0}
        hidden={shown.length === 0}
      >
        {shown.map((currency) => (
          <HStack
            as="li"
            key={currency.short_form}
            gap="3"
            px="3"
            py="2"
            borderBottomWidth="1px"
            borderColor="gray.100"
            _last={{ borderBottomWidth: '0' }}
            fontSize="sm"
          >
            <Text fontFamily="mono" fontWeight="medium" w="10" flexShrink={0}>
              {currency.short_form}
            </Text>
            <Text flex="1" minW="0" truncate color="gray.700">
              {currency.name}
            </Text>
            <Text flexShrink={0} textAlign="end" minW="8">
              {currency.symbol}
            </Text>
          </HStack>
        ))}
      </Box>
      {shown.length === 0 && (
        <Text
          fontSize="sm"
          color="gray.600"
          px="3"
          py="2"
          borderWidth="1px"
          rounded="md"
          borderStyle="dashed"
        >
          No currency matches “{search.trim()}”.
        </Text>
      )}
    </Stack>
  );
}
