/**
 * Register (CONTRACT: `First name`, `Last name`, `Email`, `Password`, button `Register`): the same
 * checks as the server (names 1–100, email, password 8–200), a taken email shown on the Email field,
 * and on success the new session goes to the session machine and the person to /projects.
 */
import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/FormField.tsx';
import { register, toStoredSession } from '../../data/auth.ts';
import { AuthTabs } from '../../layouts/AuthLayout.tsx';
import { useApi, useSessionActor } from '../../session/SessionProvider.tsx';
import {
  checkEmail,
  checkNewPassword,
  checkRequired,
  type FieldErrors,
  hasErrors,
  splitServerErrors,
} from '../../shell/form-errors.ts';
import { usePageTitle } from '../../shell/page-title.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export function RegisterScreen() {
  usePageTitle('Create account');
  const api = useApi();
  const session = useSessionActor();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ first_name: '', last_name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();

  const mutation = useMutation({
    mutationFn: () =>
      register(api, {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
      }),
    meta: { errorToast: false },
    onSuccess: (answer) => {
      session.send({ type: 'SIGNED_IN', session: toStoredSession(answer) });
      void navigate({ to: '/projects', replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 409) {
        setErrors({
          email: 'An account with this email already exists. Log in instead, or use another email.',
        });
        return;
      }
      const split = splitServerErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    },
  });

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<Field> = {
      first_name: checkRequired(values.first_name, 'Enter your first name', 100),
      last_name: checkRequired(values.last_name, 'Enter your last name', 100),
      email: checkEmail(values.email),
      password: checkNewPassword(values.password),
    };
    setErrors(next);
    setFormError(undefined);
    if (!hasErrors(next)) mutation.mutate();
  };

  return (
    <Stack gap="6">
      <AuthTabs current="register" />
      <Stack gap="2">
        <Heading as="h1" size="2xl" color="gray.900">
          Create your Pagewright account
        </Heading>
        <Text color="gray.600">Free to start. Your first project takes a minute.</Text>
      </Stack>
      <form noValidate onSubmit={submit} aria-label="Create account">
        <Stack gap="5">
          {formError && <FormAlert title="Could not create your account">{formError}</FormAlert>}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              label="First name"
              name="first_name"
              autoComplete="given-name"
              required
              value={values.first_name}
              error={errors.first_name}
              onValueChange={change('first_name')}
            />
            <TextField
              label="Last name"
              name="last_name"
              autoComplete="family-name"
              required
              value={values.last_name}
              error={errors.last_name}
              onValueChange={change('last_name')}
            />
          </SimpleGrid>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onValueChange={change('email')}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            error={errors.password}
            help="At least 8 characters."
            onValueChange={change('password')}
          />
          <Button
            type="submit"
            colorPalette="purple"
            size="lg"
            loading={mutation.isPending}
            loadingText="Creating account…"
          >
            Register
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
