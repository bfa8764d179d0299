/**
 * The Text panel (issue 20 §2 "Text editor"; spec §2 rich-text settings, §5): font family, size,
 * weight, colour, alignment, line height, letter spacing, text shadow and the per-block mobile
 * font size of the selected heading or text block. Each field runs one command (text-fields.ts).
 */
import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { StyleTarget } from '../../../commands/style.ts';
import { LETTER_SPACING_ERROR_MS } from '../../../domain/limits.ts';
import { buildTextShadow } from '../../../domain/rules/text-shadow.ts';
import { CUSTOM_FONT_SIZE } from '../../../domain/style-options.ts';
import { ColorField } from './fields/ColorField.tsx';
import { SegmentedField } from './fields/SegmentedField.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { SliderField } from './fields/SliderField.tsx';
import { TextInputField } from './fields/TextInputField.tsx';
import { type Swatch, themeSwatches } from './fields/theme-swatches.ts';
import { type FieldErrors, useFieldErrors } from './fields/use-field-errors.ts';
import { styleCommand, styleOf, styleSetter, styleTarget } from './node-values.ts';
import {
  alignmentOptions,
  fontFamilyCommand,
  fontFamilyOptions,
  fontSizeChoice,
  fontSizeOptions,
  fontWeightOptions,
  mobileFontSizeCommand,
  NO_SHADOW,
  parseTextShadow,
  readTextValues,
  removeShadowCommand,
  textShadowCommand,
} from './text-fields.ts';
import type { InspectorProps } from './types.ts';

export default function TextPanel({ doc, selection, node, run, isDev }: InspectorProps) {
  const target = styleTarget(selection);
  const values = readTextValues(node);
  const fields = useFieldErrors(run);
  const { errorOf, runField } = fields;
  const swatches = themeSwatches(doc.root);
  // "Custom…" chosen with no custom size typed yet: the select keeps showing it.
  const [customSize, setCustomSize] = useState(false);
  const sizeChoice = customSize ? CUSTOM_FONT_SIZE : fontSizeChoice(values.fontSize);
  const set = styleSetter(runField, target);

  return (
    <Stack gap="4">
      <SelectField
        label="Font family"
        value={values.fontFamily}
        options={fontFamilyOptions(isDev)}
        error={errorOf('fontFamily')}
        onChange={(family) => runField('fontFamily', fontFamilyCommand(target, family))}
      />
      <SelectField
        label="Font size"
        value={sizeChoice}
        options={fontSizeOptions()}
        error={sizeChoice === CUSTOM_FONT_SIZE ? null : errorOf('fontSize')}
        onChange={(choice) => {
          setCustomSize(choice === CUSTOM_FONT_SIZE);
          if (choice !== CUSTOM_FONT_SIZE) set('fontSize', 'font-size')(choice);
        }}
      />
      {sizeChoice === CUSTOM_FONT_SIZE && (
        <TextInputField
          label="Custom font size"
          value={values.fontSize}
          placeholder="e.g. 60px"
          error={errorOf('fontSize')}
          onChange={set('fontSize', 'font-size')}
        />
      )}
      <SelectField
        label="Font weight"
        value={values.fontWeight}
        options={fontWeightOptions()}
        error={errorOf('fontWeight')}
        onChange={set('fontWeight', 'font-weight')}
      />
      <ColorField
        label="Text colour"
        value={values.color}
        swatches={swatches}
        error={errorOf('color')}
        onChange={set('color', 'color')}
      />
      <SegmentedField
        label="Alignment"
        value={values.textAlign}
        options={alignmentOptions()}
        error={errorOf('textAlign')}
        onChange={set('textAlign', 'text-align')}
      />
      <SliderField
        label="Line height"
        value={values.lineHeight}
        min={0.8}
        max={3}
        step={0.1}
        unit=""
        error={errorOf('lineHeight')}
        onChange={set('lineHeight', 'line-height')}
      />
      <TextInputField
        label="Letter spacing"
        value={values.letterSpacing}
        placeholder="e.g. 2px"
        error={errorOf('letterSpacing')}
        onChange={(value) =>
          runField('letterSpacing', styleCommand(target, 'letter-spacing', value), LETTER_SPACING_ERROR_MS)
        }
      />
      <TextShadowFields
        target={target}
        current={styleOf(node, 'text-shadow')}
        swatches={swatches}
        fields={fields}
      />
      <TextInputField
        label="Mobile font size"
        value={values.mobileFontSize}
        placeholder="e.g. 14px"
        help="Used on screens under 768 px."
        error={errorOf('mobileFontSize')}
        onChange={(value) => runField('mobileFontSize', mobileFontSizeCommand(target, value))}
      />
    </Stack>
  );
}

interface TextShadowFieldsProps {
  readonly target: StyleTarget;
  /** The element's `text-shadow` as the document has it ('' when none). */
  readonly current: string;
  readonly swatches: readonly Swatch[];
  readonly fields: FieldErrors;
}

/**
 * Spec §5: a shadow applies only when X, Y, blur and colour are all set, so the parts typed so
 * far live here until then; the document's shadow replaces them when it changes for another
 * reason (undo, another panel), not when it is the shadow these parts just produced.
 */
function TextShadowFields({ target, current, swatches, fields }: TextShadowFieldsProps) {
  const [parts, setParts] = useState(() => parseTextShadow(current));
  const produced = useRef(current);
  useEffect(() => {
    if (current === produced.current) return;
    produced.current = current;
    setParts(parseTextShadow(current));
  }, [current]);

  const change = (part: keyof typeof parts) => (value: string) => {
    const next = { ...parts, [part]: value };
    setParts(next);
    produced.current = buildTextShadow(next) ?? '';
    fields.runField('shadow', textShadowCommand(target, next));
  };
  const remove = () => {
    setParts(NO_SHADOW);
    produced.current = '';
    fields.runField('shadow', removeShadowCommand(target));
  };

  return (
    <Stack gap="2" as="fieldset">
      <legend style={{ fontSize: '0.875rem', fontWeight: 500 }}>Text shadow</legend>
      <TextInputField label="Shadow X" value={parts.x} placeholder="2px" onChange={change('x')} />
      <TextInputField label="Shadow Y" value={parts.y} placeholder="2px" onChange={change('y')} />
      <TextInputField label="Shadow blur" value={parts.blur} placeholder="4px" onChange={change('blur')} />
      <ColorField
        label="Shadow colour"
        value={parts.color}
        swatches={swatches}
        error={fields.errorOf('shadow')}
        onChange={change('color')}
      />
      {current !== '' && (
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={remove}>
          Remove
        </Button>
      )}
    </Stack>
  );
}
