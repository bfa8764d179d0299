/**
 * What a command changed, in words (issue 20 §1: "success says what changed"). The builder
 * announces it to assistive technology after each action (a polite live region). One line per
 * command kind: a mapped type, so a new command without its message fails to compile.
 */
import type { Command, CommandKind } from '../../commands/registry.ts';

const MESSAGES: { readonly [K in CommandKind]: string } = {
  'section.add': 'Section added',
  'section.duplicate': 'Section duplicated',
  'section.remove': 'Section removed',
  'section.move': 'Section moved',
  'section.reorder': 'Section moved',
  'section.setSettings': 'Section settings changed',
  'section.setAnchor': 'Section anchor set',
  'section.applyTexts': 'Section texts replaced',
  'element.insert': 'Element added',
  'element.remove': 'Element removed',
  'element.duplicate': 'Element duplicated',
  'element.setAttributes': 'Element changed',
  'element.setText': 'Text changed',
  'element.setRichText': 'Text changed',
  'element.setLink': 'Link changed',
  'element.dropImage': 'Image replaced',
  'element.setClasses': 'Element style changed',
  'element.move': 'Element moved',
  'element.setEmbed': 'Embed address changed',
  'form.addField': 'Form field added',
  'form.removeField': 'Form field removed',
  'form.moveField': 'Form field moved',
  'form.setField': 'Form field changed',
  'form.setSubmitText': 'Submit button text changed',
  'form.setSettings': 'Form settings changed',
  'row.setColumns': 'Columns changed',
  'row.addColumn': 'Column added',
  'row.removeColumn': 'Column removed',
  'row.resizeColumn': 'Column resized',
  'row.setLayout': 'Row layout changed',
  'slider.addItem': 'Slide added',
  'slider.moveItem': 'Slide moved',
  'slider.setItem': 'Slide changed',
  'slider.setOptions': 'Slider settings changed',
  'planCard.setPlan': 'Plan card changed',
  'planCard.setPlans': 'Plans changed',
  'style.set': 'Style changed',
  'style.setTextShadow': 'Text shadow changed',
  'style.setMobileFontSize': 'Mobile font size changed',
  'theme.setMode': 'Theme mode changed',
  'theme.applyPalette': 'Palette applied',
  'theme.setValue': 'Theme changed',
  'document.restore': 'Page restored',
};

export function changeMessage(command: Command): string {
  const message = MESSAGES[command.kind];
  return command.kind === 'section.move' ? `${message} ${command.direction}` : message;
}
