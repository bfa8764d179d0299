/**
 * The Theme Setting drawer's field sections (issue 23): every root colour with a picker and its
 * low-contrast hint, the border radius, and fonts, sizes, weights and line height for body and
 * h1–h4. Each change is one `theme.setValue` (theme-fields.ts), painted at once through the
 * canvas's CSS custom properties.
 */
import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Command } from '../../../commands/registry.ts';
import type { RootKey, RootValues } from '../../../domain/root-values.ts';
import { ColorField } from '../inspector/fields/ColorField.tsx';
import { SegmentedField } from '../inspector/fields/SegmentedField.tsx';
import { SelectField } from '../inspector/fields/SelectField.tsx';
import { SliderField } from '../inspector/fields/SliderField.tsx';
import {
  COLOUR_GROUPS,
  contrastHint,
  fontOptions,
  RADIUS_OPTIONS,
  SIZE_RANGE,
  TYPE_ROWS,
  themeCommand,
  WEIGHT_OPTIONS,
} from './theme-fields.ts';

/** The drawer edits the theme colours themselves: offering them back as swatches is only noise. */
const NO_SWATCHES: readonly never[] = [];

interface SectionsProps {
  readonly root: RootValues;
  readonly run: (command: Command) => void;
}

export function ThemeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h3" fontSize="sm" fontWeight="semibold">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function ThemeSections({ root, run }: SectionsProps) {
  const set = (key: RootKey, value: string, isColour = false) => {
    const command = themeCommand(key, value, isColour);
    if (command) run(command);
  };
  return (
    <>
      {COLOUR_GROUPS.map((group) => (
        <ThemeSection key={group.title} title={group.title}>
          {group.fields.map((field) => (
            <ColorField
              key={field.key}
              label={field.label}
              value={root[field.key]}
              swatches={NO_SWATCHES}
              help={field.on ? contrastHint(root[field.key], root[field.on]) : null}
              onChange={(value) => set(field.key, value, true)}
            />
          ))}
        </ThemeSection>
      ))}
      <ThemeSection title="Shape">
        <SegmentedField
          label="Border radius"
          value={root.theme_border_radius}
          options={RADIUS_OPTIONS}
          onChange={(value) => set('theme_border_radius', value)}
        />
      </ThemeSection>
      <ThemeSection title="Typography">
        {TYPE_ROWS.map((row) => (
          <Stack key={row.level} gap="2" role="group" aria-label={`${row.name} text`}>
            <SelectField
              label={`${row.name} font`}
              value={root[row.font]}
              options={fontOptions(row.level)}
              onChange={(value) => set(row.font, value)}
            />
            <SliderField
              label={`${row.name} size`}
              value={root[row.size]}
              min={SIZE_RANGE[row.level].min}
              max={SIZE_RANGE[row.level].max}
              step={0.125}
              unit="rem"
              onChange={(value) => set(row.size, value)}
            />
            <SelectField
              label={`${row.name} weight`}
              value={root[row.weight]}
              options={WEIGHT_OPTIONS}
              onChange={(value) => set(row.weight, value)}
            />
          </Stack>
        ))}
        <SliderField
          label="Line height"
          value={root.theme_line_height}
          min={1}
          max={2.5}
          step={0.05}
          unit=""
          onChange={(value) => set('theme_line_height', value)}
        />
      </ThemeSection>
    </>
  );
}
