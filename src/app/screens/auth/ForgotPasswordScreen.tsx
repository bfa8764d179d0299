/**
 * /forget-password: ask for a reset link by email, or — when the mailed link brings `?token=` — choose
 * a new password (the server's reset link points here). The request answers the same whether or not
 * the email is registered, and so does this screen.
 */
import { Button, Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/FormField.tsx';
import { forgotPassword, resetPassword } from '../../data/auth.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { checkEmail, checkNewPassword, splitServerErrors } from '../../shell/form-errors.ts';
import { usePageTitle } from '../../shell/page-title.ts';

export function ForgotPasswordScreen({ token }: { token?: string | undefined }) {
  return token ? <ResetPasswordForm token={token} /> : <RequestLinkForm />;
}

function BackToLogin() {
  return (
    <ChakraLink asChild fontSize="sm" color="purple.700" alignSelf="center">
      <Link to="/login">Back to log in</Link>
    </ChakraLink>
  );
}

function RequestLinkForm() {
  usePageTitle('Forgot password');
  const api = useApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: () => forgotPassword(api, { email: email.trim() }),
    meta: { errorToast: false },
    onError: (failure) => {
      const split = splitServerErrors(failure, ['email'] as const);
      setError(split.fields.email ?? split.form);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (!problem) mutation.mutate();
  };

  if (mutation.isSuccess) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="2xl" color="gray.900">
          Check your email
        </Heading>
        <Text color="gray.600">
          If <strong>{email.trim()}</strong> belongs to a Pagewright account, we have sent it a link to choose
          a new password. The link works once, for one hour.
        </Text>
        <Button variant="outline" onClick={() => mutation.reset()}>
          Use another email
        </Button>
        <BackToLogin />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl" color="gray.900">
          Forgot your password?
        </Heading>
        <Text color="gray.600">Enter the email you signed up with and we will send you a reset link.</Text>
      </Stack>
      <form noValidate onSubmit={submit} aria-label="Request a reset link">
        <Stack gap="5">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onValueChange={(value) => {
              setEmail(value);
              setError(undefined);
            }}
          />
          <Button
            type="submit"
            colorPalette="purple"
            size="lg"
            loading={mutation.isPending}
            loadingText="Sending…"
          >
            Send reset link
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </Stack>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  usePageTitle('Choose a new password');
  const api = useApi();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});
  const [formError, setFormError] = useState<string>();
  const mutation = useMutation({
    mutationFn: () => resetPassword(api, { token, password }),
    meta: { errorToast: false },
    onError: (failure) => {
      const split = splitServerErrors(failure, ['password', 'token'] as const);
      if (split.fields.token) setFormError('This reset link is invalid, used or expired. Ask for a new one.');
      else {
        setErrors({ password: split.fields.password });
        setFormError(split.form);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: checkNewPassword(password),
      confirm: confirm !== password ? 'The passwords do not match' : undefined,
    };
    setErrors(next);
    setFormError(undefined);
    if (!next.password && !next.confirm) mutation.mutate();
  };

  if (mutation.isSuccess) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="2xl" color="gray.900">
          Password changed
        </Heading>
        <Text color="gray.600">
          Your new password is set, and every other session of your account has ended.
        </Text>
        <Button asChild colorPalette="purple" size="lg">
          <Link to="/login">Log in</Link>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl" color="gray.900">
          Choose a new password
        </Heading>
        <Text color="gray.600">Use at least 8 characters. You will log in with it from now on.</Text>
      </Stack>
      <form noValidate onSubmit={submit} aria-label="Choose a new password">
        <Stack gap="5">
          {formError && <FormAlert title="Could not change the password">{formError}</FormAlert>}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onValueChange={(value) => {
              setPassword(value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <TextField
            label="Repeat new password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            error={errors.confirm}
            onValueChange={(value) => {
              setConfirm(value);
              setErrors((current) => ({ ...current, confirm: undefined }));
            }}
          />
          <Button
            type="submit"
            colorPalette="purple"
            size="lg"
            loading={mutation.isPending}
            loadingText="Saving…"
          >
            Change password
          </Button>
          {formError && (
            <ChakraLink asChild fontSize="sm" color="purple.700" alignSelf="center">
              <Link to="/forget-password">Ask for a new link</Link>
            </ChakraLink>
          )}
          <BackToLogin />
        </Stack>
      </form>
    </Stack>
  );
}
