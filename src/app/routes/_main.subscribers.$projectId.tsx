// Spec §2 /subscribers/{project_id}.
import { createFileRoute } from '@tanstack/react-router';
import { projectQuery } from '../data/projects.ts';
import { subscriberListQuery } from '../data/subscribers.ts';
import { SubscribersScreen } from '../screens/subscribers/SubscribersScreen.tsx';

export const Route = createFileRoute('/_main/subscribers/$projectId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(projectQuery(context.api, params.projectId));
    void context.queryClient.prefetchQuery(subscriberListQuery(context.api, params.projectId, '', 1));
  },
  component: function Subscribers() {
    const { projectId } = Route.useParams();
    return <SubscribersScreen projectId={projectId} />;
  },
});
