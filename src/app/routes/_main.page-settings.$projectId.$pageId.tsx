// Spec §2 /page-settings/{project_id}/{page_id}.
import { createFileRoute } from '@tanstack/react-router';
import { pageQuery } from '../data/pages.ts';
import { PageSettingsScreen } from '../screens/settings/PageSettingsScreen.tsx';

export const Route = createFileRoute('/_main/page-settings/$projectId/$pageId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(pageQuery(context.api, params.pageId));
  },
  component: function PageSettings() {
    const { projectId, pageId } = Route.useParams();
    return <PageSettingsScreen projectId={projectId} pageId={pageId} />;
  },
});
