// Spec §2 /projects.
import { createFileRoute } from '@tanstack/react-router';
import { projectListQuery } from '../data/projects.ts';
import { ProjectsScreen } from '../screens/projects/ProjectsScreen.tsx';

export const Route = createFileRoute('/_main/projects/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(projectListQuery(context.api));
  },
  component: ProjectsScreen,
});
