/**
 * Version writes: save now, rename (optimistic), delete, and restore — which first saves the current
 * state as a version so the restore itself can be undone (issue 4), then refreshes everything it changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionListResponse } from '../../../api/version.ts';
import {
  deleteVersion,
  renameVersion,
  restoreVersion,
  saveVersion,
  type VersionScope,
  versionKeys,
  versionRestored,
} from '../../data/versions.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';

/** Name of the safety version saved before a restore. */
export function beforeRestoreName(versionName: string): string {
  const name = `Before restoring “${versionName}”`;
  return name.length > 200 ? `${name.slice(0, 199)}…` : name;
}

export function useVersionMutations(scope: VersionScope, projectId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const listKey = versionKeys.list(scope);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: listKey });

  const save = useMutation({
    mutationFn: (name: string) => saveVersion(api, scope, name),
    meta: { errorToast: false },
    onSuccess: async (answer) => {
      toastSuccess('Version saved', `“${answer.version.version_name}”`);
      await refreshList();
    },
  });

  const rename = useMutation({
    mutationFn: ({ versionId, name }: { versionId: string; name: string }) =>
      renameVersion(api, scope, versionId, name),
    meta: { errorTitle: 'Could not rename the version' },
    onMutate: async ({ versionId, name }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<VersionListResponse>(listKey);
      if (before) {
        queryClient.setQueryData<VersionListResponse>(listKey, {
          ...before,
          versions: before.versions.map((version) =>
            version._id === versionId ? { ...version, version_name: name } : version,
          ),
        });
      }
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(listKey, context?.before),
    onSuccess: () => toastSuccess('Version renamed'),
    onSettled: refreshList,
  });

  const remove = useMutation({
    mutationFn: (versionId: string) => deleteVersion(api, scope, versionId),
    meta: { errorTitle: 'Could not delete the version' },
    onSuccess: async () => {
      toastSuccess('Version deleted');
      await refreshList();
    },
  });

  const restore = useMutation({
    mutationFn: async ({ versionId, name }: { versionId: string; name: string }) => {
      const safety = await saveVersion(api, scope, beforeRestoreName(name));
      await restoreVersion(api, scope, versionId);
      return safety.version;
    },
    meta: { errorTitle: 'Could not restore the version' },
    onSuccess: async (safety, { name }) => {
      toastSuccess(`Restored “${name}”`, `Your previous state is saved as “${safety.version_name}”.`);
      await versionRestored(queryClient, projectId);
    },
    onError: refreshList,
  });

  return { save, rename, remove, restore };
}
