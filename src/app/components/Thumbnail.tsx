/**
 * A project or page thumbnail: the saved image when there is one, otherwise a drawing of a page in a
 * colour picked from the id (stable per project), so a grid of new projects is still easy to tell apart.
 */
import { AspectRatio, Box, Image, Stack } from '@chakra-ui/react';

const PALETTES = ['purple', 'teal', 'orange', 'blue', 'pink', 'cyan', 'green'] as const;

function paletteOf(seed: string): (typeof PALETTES)[number] {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length] ?? 'purple';
}

export function Thumbnail({ image, seed, ratio = 16 / 10 }: { image: string; seed: string; ratio?: number }) {
  const palette = paletteOf(seed);
  return (
    <AspectRatio ratio={ratio} w="full" bg={`${palette}.50`} overflow="hidden">
      {image ? (
        <Image src={image} alt="" objectFit="cover" objectPosition="top" loading="lazy" />
      ) : (
        <Box p="4" aria-hidden="true">
          <Stack gap="2" w="full" h="full" bg="white" rounded="md" shadow="xs" p="3">
            <Box h="1.5" w="30%" rounded="full" bg={`${palette}.300`} />
            <Stack
              gap="1.5"
              flex="1"
              p="3"
              rounded="sm"
              bgGradient="to-br"
              gradientFrom={`${palette}.400`}
              gradientTo={`${palette}.600`}
              justify="center"
            >
              <Box h="2" w="55%" rounded="full" bg="whiteAlpha.900" />
              <Box h="1.5" w="75%" rounded="full" bg="whiteAlpha.700" />
            </Stack>
            <Box display="grid" gridTemplateColumns="repeat(3, 1fr)" gap="1.5">
              <Box h="3" rounded="sm" bg="gray.100" />
              <Box h="3" rounded="sm" bg="gray.100" />
              <Box h="3" rounded="sm" bg="gray.100" />
            </Box>
          </Stack>
        </Box>
      )}
    </AspectRatio>
  );
}
