/**
 * Versions of a project (/projects/{id}/version) or of one page (/projects/{id}/{page_id}/version):
 * the list with names and dates, save a version now, rename, restore (confirmed; saves the current
 * state first so it can be undone) and delete (confirmed).
 */
import {
  Badge,
  Button,
  Card,
  HStack,
  IconButton,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Version } from '../../../api/version.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import {
  HistoryIcon,
  MoreIcon,
  PencilIcon,
  RestoreIcon,
  SaveIcon,
  TrashIcon,
} from '../../components/icons.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { pageQuery } from '../../data/pages.ts';
import { projectQuery } from '../../data/projects.ts';
import { defaultVersionName, type VersionScope, versionListQuery } from '../../data/versions.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { splitServerErrors } from '../../shell/form-errors.ts';
import { formatDateTime, formatRelative, plural } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useVersionMutations } from './version-mutations.ts';

type Dialog = { kind: 'rename' | 'restore' | 'delete'; version: Version } | { kind: 'save' } | null;

export function VersionsScreen({ projectId, pageId }: { projectId: string; pageId?: string }) {
  const api = useApi();
  const scope: VersionScope = pageId ? { kind: 'page', id: pageId } : { kind: 'project', id: projectId };
  const project = useQuery(projectQuery(api, projectId));
  const page = useQuery({ ...pageQuery(api, pageId ?? ''), enabled: Boolean(pageId) });
  const versions = useQuery(versionListQuery(api, scope));
  const { save, rename, remove, restore } = useVersionMutations(scope, projectId);
  const [dialog, setDialog] = useState<Dialog>(null);

  const subject = pageId ? (page.data ? `“${page.data.page_name}”` : 'this page') : 'this project';
  usePageTitle(pageId ? 'Page versions' : 'Project versions');
  const close = () => {
    setDialog(null);
    save.reset();
  };

  const saveButton = (
    <Button colorPalette="purple" onClick={() => setDialog({ kind: 'save' })}>
      <SaveIcon />
      Save version
    </Button>
  );

  return (
    <>
      <PageHeader
        back={{
          label: project.data?.project_name ?? 'Project',
          link: { to: '/projects/$projectId', params: { projectId } },
        }}
        title={pageId ? `Versions of ${page.data?.page_name ?? 'page'}` : 'Project versions'}
        description={`Named snapshots of ${subject}. Restoring one first saves the current state, so you can always go back.`}
        actions={saveButton}
      />

      {versions.isPending ? (
        <Card.Root rounded="xl" aria-busy="true" role="status" aria-label="Loading versions">
          <Card.Body gap="5">
            {[0, 1, 2].map((index) => (
              <HStack key={index} justify="space-between">
                <Stack gap="2" flex="1">
                  <Skeleton h="4" w="50%" />
                  <Skeleton h="3" w="30%" />
                </Stack>
                <Skeleton h="8" w="20" />
              </HStack>
            ))}
          </Card.Body>
        </Card.Root>
      ) : versions.isError ? (
        <ErrorState
          title="The versions did not load"
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      ) : versions.data.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon />}
          title="No versions yet"
          description={`Save a version of ${subject} before a big change; you can restore it later in one click.`}
          action={saveButton}
        />
      ) : (
        <Card.Root rounded="xl">
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Versions">
            {versions.data.map((version, index) => (
              <HStack
                as="li"
                key={version._id}
                gap="3"
                px={{ base: '4', md: '6' }}
                py="4"
                borderTopWidth={index === 0 ? 0 : '1px'}
                borderColor="gray.100"
                justify="space-between"
              >
                <Stack gap="1" minW="0">
                  <HStack gap="2" minW="0">
                    <Text fontWeight="semibold" color="gray.900" truncate>
                      {version.version_name}
                    </Text>
                    {index === 0 && (
                      <Badge variant="subtle" colorPalette="purple" flexShrink={0}>
                        Latest
                      </Badge>
                    )}
                  </HStack>
                  <Text fontSize="sm" color="gray.600">
                    <time dateTime={version.created_at} title={formatDateTime(version.created_at)}>
                      {formatDateTime(version.created_at)}
                    </time>
                    {' · '}
                    {formatRelative(version.created_at)}
                    {!pageId && ` · ${plural(version.pages_count, 'page')}`}
                  </Text>
                </Stack>
                <HStack gap="1" flexShrink={0}>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDialog({ kind: 'restore', version })}
                    aria-label={`Restore ${version.version_name}`}
                  >
                    <RestoreIcon />
                    <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                      Restore
                    </Text>
                  </Button>
                  <Menu.Root positioning={{ placement: 'bottom-end' }}>
                    <Menu.Trigger asChild>
                      <IconButton
                        aria-label={`More actions for ${version.version_name}`}
                        variant="ghost"
                        size="sm"
                        colorPalette="gray"
                      >
                        <MoreIcon />
                      </IconButton>
                    </Menu.Trigger>
                    <Portal>
                      <Menu.Positioner>
                        <Menu.Content>
                          <Menu.Item value="rename" onSelect={() => setDialog({ kind: 'rename', version })}>
                            <PencilIcon />
                            Rename
                          </Menu.Item>
                          <Menu.Item
                            value="delete"
                            color="fg.error"
                            _hover={{ bg: 'bg.error', color: 'fg.error' }}
                            onSelect={() => setDialog({ kind: 'delete', version })}
                          >
                            <TrashIcon />
                            Delete…
                          </Menu.Item>
                        </Menu.Content>
                      </Menu.Positioner>
                    </Portal>
                  </Menu.Root>
                </HStack>
              </HStack>
            ))}
          </Stack>
        </Card.Root>
      )}

      <NameDialog
        open={dialog?.kind === 'save'}
        title="Save a version"
        label="Version name"
        initialValue={dialog?.kind === 'save' ? defaultVersionName(new Date()) : ''}
        submitLabel="Save version"
        help={`A snapshot of ${subject} as it is saved now.`}
        pending={save.isPending}
        error={
          save.error
            ? (splitServerErrors(save.error, ['version_name'] as const).fields.version_name ??
              splitServerErrors(save.error, []).form)
            : undefined
        }
        onClose={close}
        onSubmit={(name) => save.mutate(name, { onSuccess: close })}
      />
      <NameDialog
        open={dialog?.kind === 'rename'}
        title="Rename version"
        label="Version name"
        initialValue={dialog?.kind === 'rename' ? dialog.version.version_name : ''}
        submitLabel="Rename"
        onClose={close}
        onSubmit={(name) => {
          if (dialog?.kind === 'rename') rename.mutate({ versionId: dialog.version._id, name });
          close();
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'restore'}
        title={`Restore “${dialog?.kind === 'restore' ? dialog.version.version_name : ''}”?`}
        confirmLabel="Restore version"
        pending={restore.isPending}
        onClose={close}
        onConfirm={() =>
          dialog?.kind === 'restore' &&
          restore.mutate(
            { versionId: dialog.version._id, name: dialog.version.version_name },
            { onSettled: close },
          )
        }
      >
        {`The current state of ${subject} is replaced by this version. We save the current state as a version first, so you can undo this by restoring it.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={`Delete “${dialog?.kind === 'delete' ? dialog.version.version_name : ''}”?`}
        confirmLabel="Delete version"
        destructive
        pending={remove.isPending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.version._id, { onSettled: close })}
      >
        The snapshot is deleted; your current pages stay as they are. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
