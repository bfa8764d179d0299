/**
 * One page of a project: thumbnail, name, slug, group, and its actions (builder, rename, slug, duplicate,
 * group, delete).
 */
import { Badge, Box, Button, Card, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { PageGroupType, PageSummary } from '../../../api/page.ts';
import {
  FunnelIcon,
  HistoryIcon,
  LayersIcon,
  LinkIcon,
  MoreIcon,
  PencilIcon,
  SettingsIcon,
  TrashIcon,
} from '../../components/icons.tsx';
import { Thumbnail } from '../../components/Thumbnail.tsx';
import { formatRelative } from '../../shell/format.ts';
import { GROUP_LABELS } from './AddPageDialog.tsx';

export interface PageCardProps {
  readonly projectId: string;
  readonly page: PageSummary;
  readonly isLastPage: boolean;
  readonly onRename: (page: PageSummary) => void;
  readonly onSlug: (page: PageSummary) => void;
  readonly onGroup: (page: PageSummary, group: PageGroupType | null) => void;
  readonly onDuplicate: (page: PageSummary) => void;
  readonly onDelete: (page: PageSummary) => void;
}

export function PageCard({
  projectId,
  page,
  isLastPage,
  onRename,
  onSlug,
  onGroup,
  onDuplicate,
  onDelete,
}: PageCardProps) {
  const params = { projectId, pageId: page._id };
  const group = page.page_group_type;
  return (
    <Card.Root as="article" overflow="hidden" rounded="xl" bg="white" aria-label={page.page_name}>
      <Box borderBottomWidth="1px" borderColor="gray.100">
        <Thumbnail image={page.image} seed={page._id} />
      </Box>
      <Card.Body p="4" gap="3">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0.5" minW="0">
            <Text as="h3" fontWeight="semibold" color="gray.900" truncate>
              {page.page_name}
            </Text>
            <Text fontSize="sm" color="gray.600" truncate fontFamily="mono">
              /{page.page_slug}
            </Text>
          </Stack>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton
                aria-label={`Actions for page ${page.page_name}`}
                variant="ghost"
                size="sm"
                colorPalette="gray"
                mr="-2"
              >
                <MoreIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56">
                  <Menu.Item value="rename" onSelect={() => onRename(page)}>
                    <PencilIcon />
                    Rename
                  </Menu.Item>
                  <Menu.Item value="slug" onSelect={() => onSlug(page)}>
                    <LinkIcon />
                    Change slug
                  </Menu.Item>
                  <Menu.Item value="duplicate" onSelect={() => onDuplicate(page)}>
                    <LayersIcon />
                    Duplicate
                  </Menu.Item>
                  <Menu.Item value="settings" asChild>
                    <Link to="/page-settings/$projectId/$pageId" params={params}>
                      <SettingsIcon />
                      Page settings
                    </Link>
                  </Menu.Item>
                  <Menu.Item value="versions" asChild>
                    <Link to="/projects/$projectId/$pageId/version" params={params}>
                      <HistoryIcon />
                      Page versions
                    </Link>
                  </Menu.Item>
                  <Menu.Separator />
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>Group</Menu.ItemGroupLabel>
                    {(['generic_website', 'funnel'] as const).map((value) => (
                      <Menu.Item
                        key={value}
                        value={`group-${value}`}
                        disabled={group === value}
                        onSelect={() => onGroup(page, value)}
                      >
                        <FunnelIcon />
                        {group === value
                          ? `In ${GROUP_LABELS[value].toLowerCase()}`
                          : `Move to ${GROUP_LABELS[value].toLowerCase()}`}
                      </Menu.Item>
                    ))}
                    {group !== null && (
                      <Menu.Item value="group-none" onSelect={() => onGroup(page, null)}>
                        <FunnelIcon />
                        Remove from group
                      </Menu.Item>
                    )}
                  </Menu.ItemGroup>
                  <Menu.Separator />
                  <Menu.Item
                    value="delete"
                    color="fg.error"
                    _hover={{ bg: 'bg.error', color: 'fg.error' }}
                    disabled={isLastPage}
                    onSelect={() => onDelete(page)}
                  >
                    <TrashIcon />
                    {isLastPage ? 'Delete (a project keeps one page)' : 'Delete…'}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
        <HStack justify="space-between" gap="2">
          <HStack gap="2" minW="0">
            <Badge variant="subtle" colorPalette={group === 'funnel' ? 'orange' : group ? 'blue' : 'gray'}>
              {GROUP_LABELS[group ?? 'none']}
            </Badge>
            <Text fontSize="xs" color="gray.500" truncate>
              {page.revision > 0 ? `saved ${formatRelative(page.updated_at)}` : 'not built yet'}
            </Text>
          </HStack>
          <Button asChild size="xs" colorPalette="purple" variant="subtle" flexShrink={0}>
            <Link
              to="/builder/$projectId/$pageId"
              params={params}
              aria-label={`Edit ${page.page_name} in the builder`}
            >
              <PencilIcon />
              Edit
            </Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
