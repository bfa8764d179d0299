import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../shell/page-title.ts';
import { BrandMark } from './BrandMark.tsx';
import { ChevronLeftIcon } from './icons.tsx';

/** Placeholder of the builder routes until the builder lands (another engineer builds it). */
export function BuilderComing({ projectId }: { projectId?: string }) {
  usePageTitle('Builder');
  return (
    <Center as="main" minH="100dvh" px="6">
      <Stack gap="5" align="center" textAlign="center" maxW="md">
        <BrandMark boxSize="12" />
        <Heading as="h1" size="2xl" color="gray.900">
          The builder is coming
        </Heading>
        <Text color="gray.600">
          The drag-and-drop editor opens here. It is not part of this version of the app yet; your pages,
          versions and settings are ready for it.
        </Text>
        <Button asChild colorPalette="purple" variant="outline">
          {projectId ? (
            <Link to="/projects/$projectId" params={{ projectId }}>
              <ChevronLeftIcon />
              Back to the project
            </Link>
          ) : (
            <Link to="/projects">
              <ChevronLeftIcon />
              Back to projects
            </Link>
          )}
        </Button>
      </Stack>
    </Center>
  );
}
