/**
 * Login (CONTRACT: fields `Email`, `Password`, button `Login`): checks the fields before calling, shows
 * the server's refusal above the form, and on success hands the session to the session machine and
 * goes where the person was headed (or /projects).
 */
import { Button, Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/FormField.tsx';
import { login, safeRedirect, toStoredSession } from '../../data/auth.ts';
import { AuthTabs } from '../../layouts/AuthLayout.tsx';
import { useApi, useSessionActor } from '../../session/SessionProvider.tsx';
import { checkEmail, type FieldErrors, hasErrors, splitServerErrors } from '../../shell/form-errors.ts';
import { usePageTitle } from '../../shell/page-title.ts';

type Field = 'email' | 'password';

export function LoginScreen({ redirectTo }: { redirectTo?: string | undefined }) {
  usePageTitle();
  const api = useApi();
  const session = useSessionActor();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();

  const mutation = useMutation({
    mutationFn: () => login(api, { email: email.trim(), password }),
    meta: { errorToast: false },
    onSuccess: (answer) => {
      session.send({ type: 'SIGNED_IN', session: toStoredSession(answer) });
      void navigate({ to: safeRedirect(redirectTo) ?? '/projects', replace: true });
    },
    onError: (error) => {
      const split = splitServerErrors(error, ['email', 'password'] as const);
      setErrors(split.fields);
      setFormError(split.form);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: checkEmail(email), password: password === '' ? 'Enter your password' : undefined };
    setErrors(next);
    setFormError(undefined);
    if (!hasErrors(next)) mutation.mutate();
  };

  return (
    <Stack gap="6">
      <AuthTabs current="login" />
      <Stack gap="2">
        <Heading as="h1" size="2xl" color="gray.900">
          Log in to Pagewright
        </Heading>
        <Text color="gray.600">Welcome back. Pick up where you left off.</Text>
      </Stack>
      <form noValidate onSubmit={submit} aria-label="Log in">
        <Stack gap="5">
          {formError && <FormAlert title="Could not log you in">{formError}</FormAlert>}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            onValueChange={(value) => {
              setEmail(value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
          <Stack gap="2">
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              error={errors.password}
              onValueChange={(value) => {
                setPassword(value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
            />
            <ChakraLink asChild fontSize="sm" color="purple.700" alignSelf="flex-end">
              <Link to="/forget-password">Forgot password?</Link>
            </ChakraLink>
          </Stack>
          <Button
            type="submit"
            colorPalette="purple"
            size="lg"
            loading={mutation.isPending}
            loadingText="Logging in…"
          >
            Login
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
