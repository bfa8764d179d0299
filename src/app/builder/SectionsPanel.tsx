/**
 * "Funnel and sections" (spec §4 Section actions): the page's sections with move up/down,
 * duplicate and remove (confirmed), and the sections library (categories, thumbnails, search)
 * to add after the selected section or at the end. Every action is a command.
 */
import { Box, Button, HStack, IconButton, Image, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListSectionResponse } from '../../api/section.ts';
import type { Command } from '../../commands/registry.ts';
import type { SectionState } from '../../domain/document.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { PlusIcon, TrashIcon } from '../components/icons.tsx';
import { useApi } from '../session/SessionProvider.tsx';
import type { EditorStore } from './editor-store.ts';
import { useEditor } from './use-editor.ts';

export function SectionsPanel({ store, run }: { store: EditorStore; run: (command: Command) => void }) {
  const { state } = useEditor(store);
  const [removing, setRemoving] = useState<SectionState | null>(null);
  const sections = state.doc.sections;
  return (
    <Stack gap="5">
      <Stack as="ol" gap="1" listStyleType="none" aria-label="Page sections">
        {sections.length === 0 && (
          <Text fontSize="sm" color="gray.600">
            This page has no sections yet.
          </Text>
        )}
        {sections.map((section, index) => (
          <HStack as="li" key={section.section_id} gap="1" borderWidth="1px" rounded="md" px="2" py="1">
            <Text flex="1" fontSize="sm" truncate title={section.section_title}>
              {index + 1}. {section.section_title || section.section_name}
            </Text>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={`Move ${section.section_title} up`}
              disabled={index === 0}
              onClick={() => run({ kind: 'section.move', sectionId: section.section_id, direction: 'up' })}
            >
              ↑
            </IconButton>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={`Move ${section.section_title} down`}
              disabled={index === sections.length - 1}
              onClick={() => run({ kind: 'section.move', sectionId: section.section_id, direction: 'down' })}
            >
              ↓
            </IconButton>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={`Duplicate ${section.section_title}`}
              onClick={() => run({ kind: 'section.duplicate', sectionId: section.section_id })}
            >
              <PlusIcon />
            </IconButton>
            <IconButton
              size="2xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove ${section.section_title}`}
              onClick={() => setRemoving(section)}
            >
              <TrashIcon />
            </IconButton>
          </HStack>
        ))}
      </Stack>
      <SectionLibrary onAdd={(section) => run({ kind: 'section.add', section })} />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove “${removing?.section_title ?? ''}”?`}
        confirmLabel="Remove section"
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) run({ kind: 'section.remove', sectionId: removing.section_id });
          setRemoving(null);
        }}
      >
        You can undo this with Undo.
      </ConfirmDialog>
    </Stack>
  );
}

type LibrarySection = ListSectionResponse['sections'][number];

function SectionLibrary({ onAdd }: { onAdd: (section: ReturnType<typeof toInput>) => void }) {
  const api = useApi();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const library = useQuery({
    queryKey: ['sections', 'library'],
    queryFn: ({ signal }) =>
      api.request<ListSectionResponse>({ method: 'GET', path: '/api/section/list_section', signal }),
    staleTime: 10 * 60 * 1000,
    meta: { errorTitle: 'Could not load the sections library' },
  });
  const needle = search.trim().toLowerCase();
  const shown = (library.data?.sections ?? []).filter(
    (section) =>
      (!category || section.category === category) &&
      (!needle || `${section.section_title} ${section.description}`.toLowerCase().includes(needle)),
  );
  return (
    <Stack gap="3" aria-label="Sections library" role="region">
      <Text fontWeight="semibold" fontSize="sm">
        Add a section
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label="Section category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">All categories</option>
          {(library.data?.categories ?? []).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        size="sm"
        type="search"
        aria-label="Search sections"
        placeholder="Search sections"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {library.isPending && <Text fontSize="sm">Loading sections…</Text>}
      <Stack gap="3">
        {shown.map((section) => (
          <Box key={section._id} borderWidth="1px" rounded="md" overflow="hidden">
            <Image src={section.thumbnail} alt="" w="full" loading="lazy" />
            <HStack p="2" justify="space-between">
              <Text fontSize="xs" fontWeight="medium" truncate>
                {section.section_title}
              </Text>
              <Button
                size="2xs"
                colorPalette="purple"
                aria-label={`Add ${section.section_title}`}
                onClick={() => onAdd(toInput(section))}
              >
                Add
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function toInput(section: LibrarySection) {
  return {
    section_name: section.section_name,
    section_title: section.section_title,
    section_type: section.section_type.name,
    section_html: section.section_html,
    section_css: section.section_css,
    section_js: section.section_js,
  };
}
