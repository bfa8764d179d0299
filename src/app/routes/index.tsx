// `/` redirects by host (spec §2): localhost → /projects with a session, else /login; other hosts → /page404.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { rootTarget } from '../shell/host.ts';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({
      to: rootTarget(window.location.hostname, context.session.current() !== null),
      replace: true,
    });
  },
});
