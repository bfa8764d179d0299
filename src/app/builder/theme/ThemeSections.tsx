/**
 * The Theme Setting drawer's field sections (issue 23): every root colour with a picker and its
 * low-contrast hint, the border radius, and fonts, sizes, weights and line height for body and
 * h1–h4. Each change is one `theme.setValue` (theme-fields.ts), painted at once through the
 * canvas's CSS custom properties.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
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
  type ThemeGroup,
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
  return (
    <>
      {COLOUR_GROUPS.map((group) => (
        <ColourGroup key={group.title} group={group} root={root} run={run} />
      ))}
      <Shape root={root} run={run} />
      <Typography root={root} run={run} />
    </>
  );
}

/** A theme command for `key`, run unless the value is refused (theme-fields.ts). */
function setter(run: SectionsProps['run']) {
  return (key: RootKey, value: string, isColour = false) => {
    const command = themeCommand(key, value, isColour);
    if (command) run(command);
  };
}

/** Memo for a part showing only `keys` of the theme: it redraws when one of them (or `run`) changes. */
function showsOnly<P extends SectionsProps>(keys: (props: P) => readonly RootKey[]) {
  return (a: P, b: P) =>
    a.run === b.run &&
    Object.keys(a).every((prop) => prop === 'root' || Object.is(a[prop as keyof P], b[prop as keyof P])) &&
    keys(a).every((key) => a.root[key] === b.root[key]);
}

interface GroupProps extends SectionsProps {
  readonly group: ThemeGroup;
}

const ColourGroup = memo(
  function ColourGroup({ group, root, run }: GroupProps) {
    const set = setter(run);
    return (
      <ThemeSection title={group.title}>
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
    );
  },
  showsOnly<GroupProps>(({ group }) =>
    group.fields.flatMap((field) => (field.on ? [field.key, field.on] : [field.key])),
  ),
);

const Shape = memo(
  function Shape({ root, run }: SectionsProps) {
    const set = setter(run);
    return (
      <ThemeSection title="Shape">
        <SegmentedField
          label="Border radius"
          value={root.theme_border_radius}
          options={RADIUS_OPTIONS}
          onChange={(value) => set('theme_border_radius', value)}
        />
      </ThemeSection>
    );
  },
  showsOnly<SectionsProps>(() => ['theme_border_radius']),
);

const TYPOGRAPHY_KEYS: readonly RootKey[] = [
  ...TYPE_ROWS.flatMap((row) => [row.font, row.size, row.weight]),
  'theme_line_height',
];

const Typography = memo(
  function Typography({ root, run }: SectionsProps) {
    const set = setter(run);
    return (
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
    );
  },
  showsOnly<SectionsProps>(() => TYPOGRAPHY_KEYS),
);
