// Spec §2 /builder-redirect-controller (builder layout; placeholder until the builder lands).
import { createFileRoute } from '@tanstack/react-router';
import { BuilderComing } from '../components/BuilderComing.tsx';

export const Route = createFileRoute('/builder-redirect-controller')({
  component: () => <BuilderComing />,
});
