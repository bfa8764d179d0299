/**
 * Main-layout screens whose server calls have not landed yet (subscribers, support tickets, help
 * articles): the route exists with its real heading and an honest empty state, so navigation and
 * links work today and the screen fills in when the calls arrive.
 */
import { Button } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '../components/PageHeader.tsx';
import { EmptyState } from '../components/States.tsx';
import { usePageTitle } from '../shell/page-title.ts';

export function ComingSoonScreen({
  title,
  description,
  icon,
  what,
  back,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  what: string;
  back?: { label: string; link: LinkProps };
}) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} description={description} {...(back && { back })} />
      <EmptyState
        icon={icon}
        title={`${what} are on their way`}
        description={`${what} are not available on this server yet. Everything else in Pagewright works as usual.`}
        action={
          <Button asChild variant="outline">
            <Link to="/projects">Back to projects</Link>
          </Button>
        }
      />
    </>
  );
}
