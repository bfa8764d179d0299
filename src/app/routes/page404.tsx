// The not-found page every unknown path lands on (spec §2, §8).
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound.tsx';

export const Route = createFileRoute('/page404')({
  component: NotFound,
});
