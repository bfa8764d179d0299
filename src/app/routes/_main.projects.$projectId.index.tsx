// Spec §2 /projects/{project_id}.
import { createFileRoute } from '@tanstack/react-router';
import { projectQuery } from '../data/projects.ts';
import { ProjectDetailScreen } from '../screens/project/ProjectDetailScreen.tsx';

export const Route = createFileRoute('/_main/projects/$projectId/')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(projectQuery(context.api, params.projectId));
  },
  component: function ProjectDetail() {
    const { projectId } = Route.useParams();
    return <ProjectDetailScreen projectId={projectId} />;
  },
});
