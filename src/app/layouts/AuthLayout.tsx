/**
 * The frame of the public screens (login, register, password, login links): the brand panel on wide
 * screens, the form card everywhere. Each screen brings its own h1.
 */
import { Box, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from '../components/BrandMark.tsx';
import { CanvasPreview } from '../components/CanvasPreview.tsx';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Flex minH="100dvh" bg="gray.50">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        flex="1.1"
        direction="column"
        justify="space-between"
        p="12"
        bgGradient="to-br"
        gradientFrom="purple.700"
        gradientTo="purple.900"
        color="white"
      >
        <HStack gap="3">
          <BrandMark boxSize="9" />
          <Text fontWeight="bold" fontSize="lg">
            Pagewright
          </Text>
        </HStack>
        <Stack gap="8" maxW="lg">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" letterSpacing="tight">
            Build websites and sales funnels by drag and drop.
          </Text>
          <Text fontSize="lg" color="purple.100">
            Start from a template, arrange ready-made sections, and publish to your own domain in one click.
          </Text>
          <Box maxW="md">
            <CanvasPreview />
          </Box>
        </Stack>
        <Text fontSize="sm" color="purple.200">
          © Pagewright
        </Text>
      </Flex>
      <Flex
        as="main"
        flex="1"
        direction="column"
        align="center"
        justify="center"
        px={{ base: '4', md: '8' }}
        py="10"
      >
        <Stack gap="6" w="full" maxW="md">
          <HStack gap="3" display={{ base: 'flex', lg: 'none' }} justify="center">
            <BrandMark boxSize="8" />
            <Text fontWeight="bold" fontSize="lg" color="gray.900">
              Pagewright
            </Text>
          </HStack>
          <Card.Root variant="elevated" rounded="2xl">
            <Card.Body p={{ base: '6', md: '8' }}>{children}</Card.Body>
          </Card.Root>
        </Stack>
      </Flex>
    </Flex>
  );
}

/** "Log in | Create account" switch between the two entry screens. */
export function AuthTabs({ current }: { current: 'login' | 'register' }) {
  const tab = (active: boolean) => ({
    flex: '1',
    textAlign: 'center' as const,
    py: '2',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: active ? 'gray.900' : 'gray.600',
    bg: active ? 'white' : 'transparent',
    shadow: active ? 'sm' : 'none',
    _hover: { color: 'gray.900' },
    _focusVisible: { outline: '2px solid', outlineColor: 'purple.500' },
  });
  return (
    <HStack as="nav" aria-label="Account" gap="1" p="1" bg="gray.100" rounded="lg" mb="6">
      <Box asChild {...tab(current === 'login')}>
        <Link to="/login" aria-current={current === 'login' ? 'page' : undefined}>
          Log in
        </Link>
      </Box>
      <Box asChild {...tab(current === 'register')}>
        <Link to="/register" aria-current={current === 'register' ? 'page' : undefined}>
          Create account
        </Link>
      </Box>
    </HStack>
  );
}
