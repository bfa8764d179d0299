/** One project in the grid: thumbnail, name, page count, domain, published state, and its actions menu. */
import {
  Badge,
  Box,
  Card,
  Link as ChakraLink,
  HStack,
  IconButton,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Project } from '../../../api/project.ts';
import {
  FolderIcon,
  GlobeIcon,
  HistoryIcon,
  MoreIcon,
  PencilIcon,
  SettingsIcon,
  TrashIcon,
} from '../../components/icons.tsx';
import { Thumbnail } from '../../components/Thumbnail.tsx';
import { formatRelative, plural } from '../../shell/format.ts';

export interface ProjectCardProps {
  readonly project: Project;
  readonly onRename: (project: Project) => void;
  readonly onDelete: (project: Project) => void;
}

export function PublishBadge({ published }: { published: boolean }) {
  return (
    <Badge colorPalette={published ? 'green' : 'gray'} variant="subtle" flexShrink={0}>
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}

export function ProjectCard({ project, onRename, onDelete }: ProjectCardProps) {
  const params = { projectId: project._id };
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      rounded="xl"
      bg="white"
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ shadow: 'md', transform: 'translateY(-1px)' }}
      aria-label={project.project_name}
    >
      <Link to="/projects/$projectId" params={params} tabIndex={-1} aria-hidden="true">
        <Box borderBottomWidth="1px" borderColor="gray.100">
          <Thumbnail image={project.image} seed={project._id} />
        </Box>
      </Link>
      <Card.Body p="4" gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0.5" minW="0">
            <ChakraLink asChild fontWeight="semibold" color="gray.900" fontSize="md">
              <Link to="/projects/$projectId" params={params}>
                <Text as="span" truncate display="block">
                  {project.project_name}
                </Text>
              </Link>
            </ChakraLink>
            <Text fontSize="sm" color="gray.600">
              {plural(project.project_pages_count, 'page')} · edited {formatRelative(project.updated_at)}
            </Text>
          </Stack>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton
                aria-label={`Actions for ${project.project_name}`}
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
                <Menu.Content minW="52">
                  <Menu.Item value="open" asChild>
                    <Link to="/projects/$projectId" params={params}>
                      <FolderIcon />
                      Open
                    </Link>
                  </Menu.Item>
                  <Menu.Item value="rename" onSelect={() => onRename(project)}>
                    <PencilIcon />
                    Rename
                  </Menu.Item>
                  <Menu.Item value="versions" asChild>
                    <Link to="/projects/$projectId/version" params={params}>
                      <HistoryIcon />
                      Versions
                    </Link>
                  </Menu.Item>
                  <Menu.Item value="settings" asChild>
                    <Link to="/website-settings/$projectId" params={params}>
                      <SettingsIcon />
                      Website settings
                    </Link>
                  </Menu.Item>
                  <Menu.Separator />
                  <Menu.Item
                    value="delete"
                    color="fg.error"
                    _hover={{ bg: 'bg.error', color: 'fg.error' }}
                    onSelect={() => onDelete(project)}
                  >
                    <TrashIcon />
                    Delete…
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
        <HStack justify="space-between" gap="2" pt="1">
          <HStack gap="1.5" minW="0" color={project.domain ? 'gray.700' : 'gray.500'} fontSize="sm">
            <GlobeIcon boxSize="3.5" flexShrink={0} />
            <Text truncate>{project.domain || 'No domain yet'}</Text>
          </HStack>
          <PublishBadge published={project.is_published} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
