/**
 * "Theme Setting" (spec §4 Theme): the light/dark switch and the 14 palettes, each one undoable
 * command, shown instantly through the canvas's CSS custom properties.
 */
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Command } from '../../commands/registry.ts';
import { PALETTES } from '../../domain/palettes.ts';
import type { EditorStore } from './editor-store.ts';
import { useEditorSelector } from './use-editor.ts';

export function ThemePanel({ store, run }: { store: EditorStore; run: (command: Command) => void }) {
  const root = useEditorSelector(store, (snapshot) => snapshot.state.doc.root);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="semibold">
          Mode
        </Text>
        <HStack role="group" aria-label="Theme mode">
          {(['light', 'dark'] as const).map((mode) => (
            <Button
              key={mode}
              size="sm"
              variant={root.theme_mode === mode ? 'solid' : 'outline'}
              colorPalette="purple"
              aria-pressed={root.theme_mode === mode}
              onClick={() => run({ kind: 'theme.setMode', mode })}
            >
              {mode === 'light' ? 'Light' : 'Dark'}
            </Button>
          ))}
        </HStack>
      </Stack>
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="semibold">
          Palettes
        </Text>
        <SimpleGrid columns={2} gap="2" role="group" aria-label="Palettes">
          {PALETTES.map((palette) => {
            const current =
              palette.primary_color === root.primary_color &&
              palette.secondary_color === root.secondary_color;
            return (
              <Button
                key={palette.name}
                variant="outline"
                size="sm"
                justifyContent="flex-start"
                aria-pressed={current}
                borderColor={current ? 'purple.500' : undefined}
                onClick={() => run({ kind: 'theme.applyPalette', name: palette.name })}
              >
                <HStack gap="0" rounded="sm" overflow="hidden" borderWidth="1px" aria-hidden>
                  {[palette.primary_color, palette.secondary_color, palette.theme_heading_color].map(
                    (color) => (
                      <Box key={color} w="3" h="4" bg={color} />
                    ),
                  )}
                </HStack>
                {palette.name}
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
