/**
 * "Theme Setting" (spec §4 Theme, issue 23): the light/dark switch, the 14 palettes, then every
 * root colour, the radius and the typography (theme/ThemeSections.tsx). Each change is one
 * undoable command, shown instantly through the canvas's CSS custom properties.
 */
import { Box, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import type { Command } from '../../commands/registry.ts';
import { PALETTES } from '../../domain/palettes.ts';
import { modeOf, paletteValues } from '../../domain/theme-colours.ts';
import type { EditorStore } from './editor-store.ts';
import { ThemeSection, ThemeSections } from './theme/ThemeSections.tsx';
import { useEditorSelector } from './use-editor.ts';

export function ThemePanel({ store, run }: { store: EditorStore; run: (command: Command) => void }) {
  const root = useEditorSelector(store, (snapshot) => snapshot.state.doc.root);
  // A template may set dark colours without `theme_mode`: the page's background says which mode it is in.
  const shownMode = modeOf(root.primary_color);
  const current = PALETTES.find((palette) =>
    Object.entries(paletteValues(palette)).every(([key, value]) => root[key as keyof typeof root] === value),
  )?.name;
  // Each part redraws only when what it shows changed: a colour typed in one field redraws that field's
  // group, not the 14 palettes and every other field (≈ 15 ms of the UI kit's styling a change at first).
  return (
    <Stack gap="5">
      <ModeButtons mode={shownMode} run={run} />
      <PaletteButtons current={current} run={run} />
      <ThemeSections root={root} run={run} />
    </Stack>
  );
}

const ModeButtons = memo(function ModeButtons({
  mode: shownMode,
  run,
}: {
  mode: ReturnType<typeof modeOf>;
  run: (command: Command) => void;
}) {
  return (
    <ThemeSection title="Mode">
      <HStack role="group" aria-label="Theme mode">
        {(['light', 'dark'] as const).map((mode) => (
          <Button
            key={mode}
            size="sm"
            variant={shownMode === mode ? 'solid' : 'outline'}
            colorPalette="purple"
            aria-pressed={shownMode === mode}
            onClick={() => run({ kind: 'theme.setMode', mode })}
          >
            {mode === 'light' ? 'Light' : 'Dark'}
          </Button>
        ))}
      </HStack>
    </ThemeSection>
  );
});

const PaletteButtons = memo(function PaletteButtons({
  current: currentName,
  run,
}: {
  /** The palette whose every value the theme has, if any. */
  current: string | undefined;
  run: (command: Command) => void;
}) {
  return (
    <ThemeSection title="Palettes">
      <SimpleGrid columns={2} gap="2" role="group" aria-label="Palettes">
        {PALETTES.map((palette) => {
          const current = palette.name === currentName;
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
    </ThemeSection>
  );
});
