import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '../screens/auth/RegisterScreen.tsx';

export const Route = createFileRoute('/_auth/register')({
  component: RegisterScreen,
});
