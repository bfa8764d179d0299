// Spec §2 /builder: the builder always edits one page, so without one the person picks it from their projects.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/builder/')({
  beforeLoad: () => {
    throw redirect({ to: '/projects', replace: true });
  },
});
