// Spec §2 /builder (placeholder until the builder lands).
import { createFileRoute } from '@tanstack/react-router';
import { BuilderComing } from '../components/BuilderComing.tsx';

export const Route = createFileRoute('/builder/')({
  component: () => <BuilderComing />,
});
