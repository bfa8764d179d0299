// Spec §2 /projects/{project_id}/{page_id}/version.
import { createFileRoute } from '@tanstack/react-router';
import { versionListQuery } from '../data/versions.ts';
import { VersionsScreen } from '../screens/versions/VersionsScreen.tsx';

export const Route = createFileRoute('/_main/projects/$projectId/$pageId/version')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      versionListQuery(context.api, { kind: 'page', id: params.pageId }),
    );
  },
  component: function PageVersions() {
    const { projectId, pageId } = Route.useParams();
    return <VersionsScreen projectId={projectId} pageId={pageId} />;
  },
});
