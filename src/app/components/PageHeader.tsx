/** The head of a main-layout screen: optional back link, the h1, a description, and the actions. */
import { Link as ChakraLink, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ChevronLeftIcon } from './icons.tsx';

export interface PageHeaderProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly back?: { readonly label: string; readonly link: LinkProps };
  readonly actions?: ReactNode;
}

export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <Stack gap="3" mb={{ base: '6', md: '8' }}>
      {back && (
        <ChakraLink asChild fontSize="sm" color="gray.600" fontWeight="medium" alignSelf="flex-start">
          <Link {...back.link}>
            <ChevronLeftIcon boxSize="4" />
            {back.label}
          </Link>
        </ChakraLink>
      )}
      <Flex
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
      >
        <Stack gap="1.5" minW="0">
          <Heading
            as="h1"
            size={{ base: '2xl', md: '3xl' }}
            color="gray.900"
            letterSpacing="tight"
            wordBreak="break-word"
          >
            {title}
          </Heading>
          {description && (
            <Text color="gray.600" as="div">
              {description}
            </Text>
          )}
        </Stack>
        {actions && (
          <HStack gap="2" flexShrink={0} flexWrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
    </Stack>
  );
}
