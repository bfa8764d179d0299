/** The zip download's progress, for the top bar: a labelled progress bar with its percentage. */
import { HStack, Progress, Text } from '@chakra-ui/react';

export function ZipProgressBar({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <HStack gap="2" minW="28">
      <Progress.Root value={percent} max={100} size="sm" colorPalette="purple" flex="1">
        <Progress.Track aria-label="Building the zip">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="gray.700" aria-hidden="true" minW="3ch">
        {percent}%
      </Text>
    </HStack>
  );
}
