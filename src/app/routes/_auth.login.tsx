import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../screens/auth/LoginScreen.tsx';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: function Login() {
    const { redirect } = Route.useSearch();
    return <LoginScreen redirectTo={redirect} />;
  },
});
