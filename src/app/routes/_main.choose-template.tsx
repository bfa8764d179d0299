// Spec §2 /choose-template.
import { createFileRoute } from '@tanstack/react-router';
import { ChooseTemplateScreen } from '../screens/projects/ChooseTemplateScreen.tsx';

export const Route = createFileRoute('/_main/choose-template')({
  component: ChooseTemplateScreen,
});
