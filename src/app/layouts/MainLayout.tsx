/**
 * The main layout (spec §2 "Main-layout routes"): top navigation (Projects, Support, Help), the user
 * menu with Log out, a skip link, and the page content. Logging out sends LOGOUT to the session
 * machine, which revokes the tokens and leaves (localhost → /login, elsewhere the window closes).
 */
import {
  Avatar,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Menu,
  Portal,
  SkipNavContent,
  SkipNavLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from '../components/BrandMark.tsx';
import {
  BookIcon,
  ChevronDownIcon,
  FolderIcon,
  LogOutIcon,
  MenuIcon,
  SupportIcon,
} from '../components/icons.tsx';
import { useIsSigningOut, useSession, useSessionActor } from '../session/SessionProvider.tsx';

const NAV = [
  {
    to: '/projects',
    label: 'Projects',
    icon: FolderIcon,
    match: [
      '/projects',
      '/add-project',
      '/choose-template',
      '/website-settings',
      '/page-settings',
      '/subscribers',
    ],
  },
  { to: '/support-tickets', label: 'Support', icon: SupportIcon, match: ['/support-tickets'] },
  { to: '/helping-articles-categories', label: 'Help', icon: BookIcon, match: ['/helping-articles'] },
] as const;

function useActiveNav(): string | undefined {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return NAV.find((item) => item.match.some((prefix) => pathname.startsWith(prefix)))?.to;
}

export function MainLayout({ children }: { children: ReactNode }) {
  const active = useActiveNav();
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Box
        as="header"
        bg="white"
        borderBottomWidth="1px"
        borderColor="gray.200"
        position="sticky"
        top="0"
        zIndex="sticky"
      >
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          <HStack h="16" gap={{ base: '2', md: '8' }} justify="space-between">
            <HStack gap="6" minW="0">
              <MobileNav active={active} />
              <Link to="/projects" aria-label="Pagewright, your projects">
                <HStack gap="2.5">
                  <BrandMark boxSize="8" />
                  <Text fontWeight="bold" fontSize="lg" color="gray.900">
                    Pagewright
                  </Text>
                </HStack>
              </Link>
              <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
                {NAV.map((item) => (
                  <Button
                    key={item.to}
                    asChild
                    variant="ghost"
                    size="sm"
                    colorPalette="gray"
                    color={active === item.to ? 'purple.700' : 'gray.700'}
                    bg={active === item.to ? 'purple.50' : undefined}
                  >
                    <Link to={item.to} aria-current={active === item.to ? 'page' : undefined}>
                      <item.icon />
                      {item.label}
                    </Link>
                  </Button>
                ))}
              </HStack>
            </HStack>
            <UserMenu />
          </HStack>
        </Container>
      </Box>
      <SkipNavContent />
      <Box as="main" flex="1" py={{ base: '6', md: '10' }}>
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          {children}
        </Container>
      </Box>
    </Flex>
  );
}

function MobileNav({ active }: { active: string | undefined }) {
  return (
    <Box display={{ base: 'block', md: 'none' }}>
      <Menu.Root positioning={{ placement: 'bottom-start' }}>
        <Menu.Trigger asChild>
          <IconButton aria-label="Open navigation" variant="ghost" size="sm" colorPalette="gray">
            <MenuIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              {NAV.map((item) => (
                <Menu.Item
                  key={item.to}
                  value={item.to}
                  asChild
                  fontWeight={active === item.to ? 'semibold' : undefined}
                >
                  <Link to={item.to}>
                    <item.icon />
                    {item.label}
                  </Link>
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Box>
  );
}

function UserMenu() {
  const session = useSession();
  const actor = useSessionActor();
  const signingOut = useIsSigningOut();
  if (!session) return null;
  const { first_name, last_name, email } = session.customer;
  const name = `${first_name} ${last_name}`.trim() || email;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'logout') actor.send({ type: 'LOGOUT' });
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" colorPalette="gray" px="1.5" loading={signingOut}>
          <Avatar.Root size="xs" colorPalette="purple" aria-hidden="true">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text display={{ base: 'none', sm: 'block' }} maxW="40" truncate color="gray.800">
            {first_name || email}
          </Text>
          <VisuallyHidden>Account menu</VisuallyHidden>
          <ChevronDownIcon color="gray.500" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Stack gap="0" px="2" py="1.5">
              <Text fontWeight="semibold" color="gray.900" truncate>
                {name}
              </Text>
              <Text fontSize="sm" color="gray.600" truncate>
                {email}
              </Text>
            </Stack>
            <Menu.Separator />
            <Menu.Item value="logout">
              <LogOutIcon />
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
