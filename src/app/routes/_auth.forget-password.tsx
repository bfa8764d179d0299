// Spec §2 /forget-password; with `?token=` (the mailed reset link) it is the reset-password screen.
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../screens/auth/ForgotPasswordScreen.tsx';

export const Route = createFileRoute('/_auth/forget-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  component: function ForgetPassword() {
    const { token } = Route.useSearch();
    return <ForgotPasswordScreen token={token} />;
  },
});
