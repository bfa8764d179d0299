/**
 * The auth-controller routes (spec §2): a single-use login link's token is exchanged for a session
 * (`exchange_login_token`), then the person lands where the link points — an admin link on /projects,
 * a client link in the builder on its page. Someone already signed in is not switched silently: the
 * link stays unused and they continue as themselves.
 */
import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FormAlert } from '../../components/FormAlert.tsx';
import { exchangeLoginToken, toStoredSession } from '../../data/auth.ts';
import { useApi, useSession, useSessionActor } from '../../session/SessionProvider.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { failureMessage } from '../../shell/toaster.tsx';

export interface LoginLinkTarget {
  readonly token: string | undefined;
  readonly projectId?: string;
  readonly pageId?: string;
}

function destination(projectId: string | null | undefined, pageId: string | null | undefined) {
  return projectId && pageId
    ? ({ to: '/builder/$projectId/$pageId', params: { projectId, pageId } } as const)
    : ({ to: '/projects' } as const);
}

export function LoginLinkScreen({ token, projectId, pageId }: LoginLinkTarget) {
  usePageTitle('Signing in');
  const api = useApi();
  const actor = useSessionActor();
  const session = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  const signedInAtStart = useRef(session !== null);

  const exchange = useMutation({
    mutationFn: (value: string) =>
      exchangeLoginToken(api, {
        token: value,
        ...(projectId && { project_id: projectId }),
        ...(pageId && { page_id: pageId }),
      }),
    meta: { errorToast: false },
    onSuccess: (answer) => {
      actor.send({ type: 'SIGNED_IN', session: toStoredSession(answer) });
      void navigate({ ...destination(answer.project_id, answer.page_id), replace: true });
    },
  });

  useEffect(() => {
    // Once per mount, also under StrictMode's double effects: the token works only once.
    if (started.current || signedInAtStart.current || !token) return;
    started.current = true;
    exchange.mutate(token);
  }, [token, exchange]);

  if (signedInAtStart.current && session) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="2xl" color="gray.900">
          You are already signed in
        </Heading>
        <Text color="gray.600">
          You are signed in as <strong>{session.customer.email}</strong>. The link was not used; log out first
          to open it as someone else.
        </Text>
        <Button asChild colorPalette="purple" size="lg">
          <Link {...destination(projectId, pageId)}>
            Continue as {session.customer.first_name || 'yourself'}
          </Link>
        </Button>
      </Stack>
    );
  }

  if (!token || exchange.isError) {
    const reason = exchange.isError ? failureMessage(exchange.error) : undefined;
    return (
      <Stack gap="5">
        <Heading as="h1" size="2xl" color="gray.900">
          This link is invalid or has expired
        </Heading>
        <Text color="gray.600">
          Login links work once and only for a short time. Ask for a new link, or log in with your email and
          password.
        </Text>
        {reason && reason !== 'token: invalid, used or expired login link' && <FormAlert>{reason}</FormAlert>}
        <Button asChild colorPalette="purple" size="lg">
          <Link to="/login">Go to log in</Link>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="5" align="center" textAlign="center" py="6" role="status" aria-live="polite">
      <Spinner size="lg" color="purple.600" />
      <Heading as="h1" size="xl" color="gray.900">
        Signing you in…
      </Heading>
      <Text color="gray.600">Checking your login link.</Text>
    </Stack>
  );
}
