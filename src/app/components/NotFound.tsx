import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../shell/page-title.ts';
import { BrandMark } from './BrandMark';

/** Shown for any URL no route matches. */
export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Center as="main" minH="100dvh" px="6" bg="gray.50">
      <Stack gap="5" align="center" textAlign="center" maxW="md">
        <BrandMark boxSize="12" />
        <Text fontSize="sm" fontWeight="semibold" color="purple.600" letterSpacing="wider">
          404
        </Text>
        <Heading as="h1" size="3xl" color="gray.900">
          Page not found
        </Heading>
        <Text color="gray.600">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="purple" size="lg">
          <Link to="/">Back to Pagewright</Link>
        </Button>
      </Stack>
    </Center>
  );
}
