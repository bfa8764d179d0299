// Spec §2 /projects/{project_id}/version.
import { createFileRoute } from '@tanstack/react-router';
import { versionListQuery } from '../data/versions.ts';
import { VersionsScreen } from '../screens/versions/VersionsScreen.tsx';

export const Route = createFileRoute('/_main/projects/$projectId/version')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      versionListQuery(context.api, { kind: 'project', id: params.projectId }),
    );
  },
  component: function ProjectVersions() {
    const { projectId } = Route.useParams();
    return <VersionsScreen projectId={projectId} />;
  },
});
