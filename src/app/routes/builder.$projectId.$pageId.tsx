// Spec §2 /builder/{project_id}/{page_id} (placeholder until the builder lands).
import { createFileRoute } from '@tanstack/react-router';
import { BuilderComing } from '../components/BuilderComing.tsx';

export const Route = createFileRoute('/builder/$projectId/$pageId')({
  component: function Builder() {
    const { projectId } = Route.useParams();
    return <BuilderComing projectId={projectId} />;
  },
});
