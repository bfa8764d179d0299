// Spec §2 /website-settings/{project_id}.
import { createFileRoute } from '@tanstack/react-router';
import { projectQuery } from '../data/projects.ts';
import { WebsiteSettingsScreen } from '../screens/settings/WebsiteSettingsScreen.tsx';

export const Route = createFileRoute('/_main/website-settings/$projectId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(projectQuery(context.api, params.projectId));
  },
  component: function WebsiteSettings() {
    const { projectId } = Route.useParams();
    return <WebsiteSettingsScreen projectId={projectId} />;
  },
});
