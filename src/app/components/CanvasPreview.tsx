import { Box, HStack, SimpleGrid, Stack } from '@chakra-ui/react';

/** A drawing of the builder: a page of sections with one being dragged into place. */
export function CanvasPreview() {
  return (
    <Box position="relative" aria-hidden="true">
      <Box bg="white" rounded="2xl" shadow="xl" borderWidth="1px" borderColor="gray.200" overflow="hidden">
        <HStack gap="1.5" px="4" py="3" borderBottomWidth="1px" borderColor="gray.100" bg="gray.50">
          <Box boxSize="2.5" rounded="full" bg="red.300" />
          <Box boxSize="2.5" rounded="full" bg="yellow.300" />
          <Box boxSize="2.5" rounded="full" bg="green.300" />
          <Box ml="3" h="2.5" w="40%" rounded="full" bg="gray.200" />
        </HStack>
        <Stack gap="3" p="5">
          <HStack justify="space-between">
            <Box h="3" w="20" rounded="full" bg="purple.300" />
            <HStack gap="2">
              <Box h="2" w="8" rounded="full" bg="gray.200" />
              <Box h="2" w="8" rounded="full" bg="gray.200" />
              <Box h="2" w="8" rounded="full" bg="gray.200" />
            </HStack>
          </HStack>
          <Stack
            gap="2.5"
            p="6"
            rounded="xl"
            bgGradient="to-br"
            gradientFrom="purple.500"
            gradientTo="pink.400"
            align="flex-start"
          >
            <Box h="3.5" w="60%" rounded="full" bg="whiteAlpha.900" />
            <Box h="2.5" w="80%" rounded="full" bg="whiteAlpha.600" />
            <Box mt="2" h="7" w="24" rounded="md" bg="white" />
          </Stack>
          <Box
            h="16"
            rounded="xl"
            borderWidth="2px"
            borderStyle="dashed"
            borderColor="purple.300"
            bg="purple.50"
          />
          <SimpleGrid columns={3} gap="3">
            {['teal.100', 'orange.100', 'blue.100'].map((color) => (
              <Stack
                key={color}
                gap="2"
                p="3"
                rounded="lg"
                bg="gray.50"
                borderWidth="1px"
                borderColor="gray.100"
              >
                <Box h="8" rounded="md" bg={color} />
                <Box h="2" w="80%" rounded="full" bg="gray.200" />
                <Box h="2" w="60%" rounded="full" bg="gray.200" />
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Box>
      <HStack
        position="absolute"
        right={{ base: '2', lg: '-6' }}
        top="47%"
        gap="3"
        px="4"
        py="3"
        bg="white"
        rounded="xl"
        shadow="2xl"
        borderWidth="1px"
        borderColor="purple.200"
        transform="rotate(-4deg)"
      >
        <Box boxSize="8" rounded="md" bgGradient="to-br" gradientFrom="teal.300" gradientTo="blue.400" />
        <Stack gap="1.5">
          <Box h="2.5" w="24" rounded="full" bg="gray.300" />
          <Box h="2" w="16" rounded="full" bg="gray.200" />
        </Stack>
      </HStack>
    </Box>
  );
}
