/**
 * Form family (issue 23 "Form"; spec §5 always-required fields): adding, removing, moving and changing
 * fields, the submit text and the settings the published page reads. Each command is checked for the
 * html it writes and for its undo (back to the exact document before). Expected html by hand.
 */
import { describe, expect, it } from 'vitest';
import { dispatch, undoEntry } from '../../src/commands/editor.ts';
import {
  LIST_MESSAGE,
  LIST_TAG_LENGTH_MAX,
  LIST_TAGS_MAX,
  LIST_TAGS_MESSAGE,
  REDIRECT_MESSAGE,
  REQUIRED_LOCKED_MESSAGE,
} from '../../src/commands/form.ts';
import type { Command } from '../../src/commands/registry.ts';
import { readFormFields, readFormSettings } from '../../src/domain/form-fields.ts';
import { type ElementNode, forEachElement, getAttr, serializeNodes } from '../../src/domain/html-tree.ts';
import { run, type Session, session } from '../support/fixtures.ts';

const OPTIN =
  '<section><form class="pws-form" data-form="optin"><h2>Join</h2>' +
  '<div class="mb-3"><label class="form-label" for="o-name">First name</label><input class="form-control form-control-lg" id="o-name" name="first_name" type="text" required></div>' +
  '<div class="mb-4"><label class="form-label" for="o-email">Email address</label><input class="form-control form-control-lg" id="o-email" name="email" type="email" required></div>' +
  '<button class="btn btn-primary" type="submit">Count me in <i class="fa-solid fa-arrow-right"></i></button></form></section>';

/** A footer form: bare label and control, no wrapper. */
const BARE =
  '<section><form class="d-flex"><label class="visually-hidden" for="f-email">Email address</label>' +
  '<input class="form-control" type="email" id="f-email" name="email" required>' +
  '<input class="form-control" type="text" id="f-city" name="city" aria-label="City">' +
  '<button class="btn" type="submit">Subscribe</button></form></section>';

function withSection(html: string): Session {
  return session([{ section_name: 'form', section_title: 'Form', section_type: 'form', section_html: html }]);
}

function formNode(s: Session): ElementNode {
  let form: ElementNode | undefined;
  forEachElement(s.state.doc.sections[0]!.nodes, (e) => {
    if (!form && e.tag === 'form') form = e;
  });
  return form!;
}

const target = (s: Session) => ({ sectionId: s.state.doc.sections[0]!.section_id, formId: formNode(s).id });
const fieldsOf = (s: Session) => readFormFields(formNode(s));
const field = (s: Session, name: string) => fieldsOf(s).find((f) => f.name === name)!;
const htmlOf = (s: Session) => serializeNodes(s.state.doc.sections[0]!.nodes);
const formHtml = (s: Session) => serializeNodes([formNode(s)]);

/** Runs the command and checks that its one undo entry gives the document back exactly. */
function runAndUndo(s: Session, command: Command): void {
  const before = s.state.doc;
  const entry = run(s, command);
  expect(entry).not.toBeNull();
  expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
}

function refused(s: Session, command: Command) {
  const before = s.state;
  const result = dispatch(s.state, command, s.ctx, { at: s.clock + 1 });
  expect(s.state).toBe(before);
  if (result.ok) throw new Error(`${command.kind} unexpectedly succeeded`);
  return result.error;
}

describe('reading a form', () => {
  it('reads each field with its unit, label, type and required flag; §5 names are locked', () => {
    const s = withSection(OPTIN);
    const fields = fieldsOf(s);
    expect(fields.map((f) => [f.name, f.type, f.label, f.required, f.locked])).toEqual([
      ['first_name', 'text', 'First name', true, true],
      ['email', 'email', 'Email address', true, true],
    ]);
    expect(fields[0]!.unit.start).toBe(1);
    expect(readFormSettings(formNode(s))).toEqual({
      submitText: 'Count me in',
      successMessage: '',
      failureMessage: '',
      afterSubmit: 'message',
      redirectUrl: '',
      nextPage: '',
      listProvider: '',
      listId: '',
      listTags: '',
    });
  });

  it('a bare control goes with the <label for> before it; an unlabelled one is named by aria-label', () => {
    const s = withSection(BARE);
    const [email, city] = fieldsOf(s);
    expect(email!.unit).toMatchObject({ start: 0, end: 1 });
    expect(email!.label).toBe('Email address');
    expect(city!.unit).toMatchObject({ start: 2, end: 2 });
    expect(city!.label).toBe('City');
  });
});

describe('form.addField', () => {
  it('adds a field like the last one, after it, with a <label for> paired to the control id', () => {
    const s = withSection(OPTIN);
    runAndUndo(s, { kind: 'form.addField', ...target(s), type: 'tel' });
    const phone = field(s, 'phone');
    expect(phone.type).toBe('tel');
    expect(phone.htmlId).toMatch(/^field-[A-Za-z][A-Za-z0-9]{4}$/);
    expect(formHtml(s)).toContain(
      `<div class="mb-4"><label class="form-label" for="${phone.htmlId}">Phone</label><input class="form-control form-control-lg" id="${phone.htmlId}" name="phone" type="tel"></div><button`,
    );
  });

  it('names a new field uniquely, and a new email field is required at once (§5)', () => {
    const s = withSection(OPTIN);
    run(s, { kind: 'form.addField', ...target(s), type: 'email' });
    const added = fieldsOf(s)[2]!;
    expect(added.name).toBe('email_2');
    run(s, { kind: 'form.addField', ...target(s), type: 'text', label: 'Full name' });
    const full = fieldsOf(s)[3]!;
    expect(full.name).toBe('full_name');
    expect(full.locked).toBe(true);
    expect(formHtml(s)).toContain(`name="full_name" type="text" required>`);
  });

  it('writes each type: textarea, select with options, checkbox after its label-less box', () => {
    const s = withSection(OPTIN);
    for (const type of ['textarea', 'select', 'checkbox'] as const)
      run(s, { kind: 'form.addField', ...target(s), type });
    const [, , message, choice, consent] = fieldsOf(s);
    expect(formHtml(s)).toContain(
      `<textarea class="form-control form-control-lg" id="${message!.htmlId}" name="message" rows="4"></textarea>`,
    );
    expect(formHtml(s)).toContain(
      `<select class="form-select form-control-lg" id="${choice!.htmlId}" name="choice"><option>Option 1</option><option>Option 2</option></select>`,
    );
    expect(formHtml(s)).toContain(
      `<div class="form-check"><input class="form-check-input" type="checkbox" id="${consent!.htmlId}" name="consent" value="yes"><label class="form-check-label" for="${consent!.htmlId}">I agree to be contacted.</label></div>`,
    );
  });

  it('the first field of an empty form goes before its submit button', () => {
    const s = withSection('<section><form><button type="submit">Go</button></form></section>');
    run(s, { kind: 'form.addField', ...target(s), type: 'email' });
    const email = fieldsOf(s)[0]!;
    expect(formHtml(s)).toBe(
      `<form><div class="mb-3"><label class="form-label" for="${email.htmlId}">Email</label><input class="form-control" id="${email.htmlId}" name="email" type="email" required></div><button type="submit">Go</button></form>`,
    );
  });

  it('is refused on an element that is not a form', () => {
    const s = withSection(OPTIN);
    const error = refused(s, {
      ...target(s),
      formId: field(s, 'email').id,
      kind: 'form.addField',
      type: 'text',
    });
    expect(error.code).toBe('not_form');
  });
});

describe('form.removeField and form.moveField', () => {
  it('removes a field with its wrapper; undo puts it back', () => {
    const s = withSection(OPTIN);
    runAndUndo(s, { kind: 'form.removeField', ...target(s), fieldId: field(s, 'first_name').id });
    expect(formHtml(s)).not.toContain('o-name');
    expect(fieldsOf(s).map((f) => f.name)).toEqual(['email']);
  });

  it('removes a bare field with its label', () => {
    const s = withSection(BARE);
    run(s, { kind: 'form.removeField', ...target(s), fieldId: field(s, 'email').id });
    expect(formHtml(s)).toBe(
      '<form class="d-flex"><input class="form-control" type="text" id="f-city" name="city" aria-label="City"><button class="btn" type="submit">Subscribe</button></form>',
    );
  });

  it('moves a field down and up; at an end nothing changes', () => {
    const s = withSection(OPTIN);
    runAndUndo(s, {
      kind: 'form.moveField',
      ...target(s),
      fieldId: field(s, 'first_name').id,
      direction: 'down',
    });
    expect(fieldsOf(s).map((f) => f.name)).toEqual(['email', 'first_name']);
    expect(htmlOf(s)).toContain(
      '<div class="mb-3"><label class="form-label" for="o-name">First name</label>',
    );
    expect(
      run(s, { kind: 'form.moveField', ...target(s), fieldId: field(s, 'first_name').id, direction: 'down' }),
    ).toBeNull();
    run(s, { kind: 'form.moveField', ...target(s), fieldId: field(s, 'first_name').id, direction: 'up' });
    expect(fieldsOf(s).map((f) => f.name)).toEqual(['first_name', 'email']);
  });

  it('moves a bare field with its label', () => {
    const s = withSection(BARE);
    run(s, { kind: 'form.moveField', ...target(s), fieldId: field(s, 'city').id, direction: 'up' });
    expect(formHtml(s)).toBe(
      '<form class="d-flex"><input class="form-control" type="text" id="f-city" name="city" aria-label="City"><label class="visually-hidden" for="f-email">Email address</label><input class="form-control" type="email" id="f-email" name="email" required><button class="btn" type="submit">Subscribe</button></form>',
    );
  });

  it('a field alone in its row moves with its row', () => {
    const s = withSection(
      '<section><form><div class="row"><div class="col"><input id="a" name="a"></div></div><div class="row"><div class="col"><input id="b" name="b"></div></div></form></section>',
    );
    runAndUndo(s, { kind: 'form.moveField', ...target(s), fieldId: field(s, 'b').id, direction: 'up' });
    expect(formHtml(s)).toBe(
      '<form><div class="row"><div class="col"><input id="b" name="b"></div></div><div class="row"><div class="col"><input id="a" name="a"></div></div></form>',
    );
  });

  it('moves a field between containers', () => {
    const s = withSection(
      '<section><form><div class="row"><div class="col"><input id="a" name="a"></div><div class="col"><input id="b" name="b"></div></div><p><input id="c" name="c"> <button>Go</button></p></form></section>',
    );
    runAndUndo(s, { kind: 'form.moveField', ...target(s), fieldId: field(s, 'c').id, direction: 'up' });
    expect(formHtml(s)).toBe(
      '<form><div class="row"><div class="col"><input id="a" name="a"></div><input id="c" name="c"><div class="col"><input id="b" name="b"></div></div><p> <button>Go</button></p></form>',
    );
    expect(fieldsOf(s).map((f) => f.name)).toEqual(['a', 'c', 'b']);
  });
});

describe('form.setField', () => {
  it('makes a field required and not; undo of each', () => {
    const s = withSection(OPTIN);
    run(s, { kind: 'form.addField', ...target(s), type: 'tel' });
    const phone = field(s, 'phone');
    runAndUndo(s, { kind: 'form.setField', ...target(s), fieldId: phone.id, changes: { required: true } });
    expect(formHtml(s)).toContain('name="phone" type="tel" required>');
    expect(field(s, 'phone').required).toBe(true);
    runAndUndo(s, { kind: 'form.setField', ...target(s), fieldId: phone.id, changes: { required: false } });
    expect(field(s, 'phone').required).toBe(false);
  });

  it('refuses to make a §5 field optional, and the document stays as it was', () => {
    const s = withSection(OPTIN);
    const error = refused(s, {
      kind: 'form.setField',
      ...target(s),
      fieldId: field(s, 'email').id,
      changes: { required: false },
    });
    expect(error).toEqual({ code: 'required_locked', message: REQUIRED_LOCKED_MESSAGE });
  });

  it('changes the label words and the placeholder', () => {
    const s = withSection(OPTIN);
    const email = field(s, 'email');
    runAndUndo(s, {
      kind: 'form.setField',
      ...target(s),
      fieldId: email.id,
      changes: { label: 'Your email' },
    });
    runAndUndo(s, {
      kind: 'form.setField',
      ...target(s),
      fieldId: email.id,
      changes: { placeholder: 'you@example.com' },
    });
    expect(formHtml(s)).toContain(
      '<label class="form-label" for="o-email">Your email</label><input class="form-control form-control-lg" id="o-email" name="email" type="email" required placeholder="you@example.com">',
    );
  });

  it('changes the type: the field is written afresh in its wrapper, keeping id, name and required', () => {
    const s = withSection(OPTIN);
    const email = field(s, 'email');
    runAndUndo(s, { kind: 'form.setField', ...target(s), fieldId: email.id, changes: { type: 'textarea' } });
    expect(formHtml(s)).toContain(
      '<div class="mb-4"><label class="form-label" for="o-email">Email address</label><textarea class="form-control form-control-lg" id="o-email" name="email" rows="4" required></textarea></div>',
    );
    // The control keeps its builder id, so a selection of it survives.
    expect(field(s, 'email').id).toBe(email.id);
  });

  it('sets a drop-down list options', () => {
    const s = withSection(OPTIN);
    run(s, { kind: 'form.addField', ...target(s), type: 'select' });
    const choice = field(s, 'choice');
    runAndUndo(s, {
      kind: 'form.setField',
      ...target(s),
      fieldId: choice.id,
      changes: { options: ['Small', 'Large & tall'] },
    });
    expect(formHtml(s)).toContain('<option>Small</option><option>Large &amp; tall</option></select>');
    expect(field(s, 'choice').options).toEqual(['Small', 'Large & tall']);
  });
});

describe('form.setSubmitText and form.setSettings', () => {
  it('changes the submit words and keeps the icon', () => {
    const s = withSection(OPTIN);
    runAndUndo(s, { kind: 'form.setSubmitText', ...target(s), text: 'Send it' });
    expect(formHtml(s)).toContain(
      '<button class="btn btn-primary" type="submit">Send it <i class="fa-solid fa-arrow-right"></i></button>',
    );
    expect(refused(s, { kind: 'form.setSubmitText', ...target(s), text: '  ' }).code).toBe('empty_submit');
  });

  it('writes the attributes the published page reads; empty removes', () => {
    const s = withSection(OPTIN);
    runAndUndo(s, {
      kind: 'form.setSettings',
      ...target(s),
      settings: { successMessage: 'See you Monday!', failureMessage: 'Oops.' },
    });
    runAndUndo(s, {
      kind: 'form.setSettings',
      ...target(s),
      settings: { afterSubmit: 'next_page', nextPage: '/thank-you' },
    });
    const form = formNode(s);
    expect(getAttr(form, 'data-success-message')).toBe('See you Monday!');
    expect(getAttr(form, 'data-failure-message')).toBe('Oops.');
    expect(getAttr(form, 'data-after-submit')).toBe('next_page');
    expect(getAttr(form, 'data-pw-next')).toBe('/thank-you');
    run(s, { kind: 'form.setSettings', ...target(s), settings: { successMessage: '', nextPage: '' } });
    expect(getAttr(formNode(s), 'data-success-message')).toBeUndefined();
    expect(getAttr(formNode(s), 'data-pw-next')).toBeUndefined();
  });

  it('writes the email list subscribers are synced to (issue 25), and removes it', () => {
    const s = withSection(OPTIN);
    runAndUndo(s, {
      kind: 'form.setSettings',
      ...target(s),
      settings: { listProvider: 'mailchimp', listId: 'a1b2c3', listTags: 'webinar, lead' },
    });
    expect(readFormSettings(formNode(s))).toMatchObject({
      listProvider: 'mailchimp',
      listId: 'a1b2c3',
      listTags: 'webinar, lead',
    });
    run(s, {
      kind: 'form.setSettings',
      ...target(s),
      settings: { listProvider: '', listId: '', listTags: '' },
    });
    expect(getAttr(formNode(s), 'data-list-provider')).toBeUndefined();
    expect(getAttr(formNode(s), 'data-list-id')).toBeUndefined();
    expect(getAttr(formNode(s), 'data-list-tags')).toBeUndefined();
  });

  it('refuses tags or a list the sync would not take, leaving the form as it was', () => {
    const s = withSection(OPTIN);
    run(s, { kind: 'form.setSettings', ...target(s), settings: { listProvider: 'mailchimp', listId: 'a1' } });
    const twenty = Array.from({ length: LIST_TAGS_MAX }, (_, i) => `tag${i}`).join(', ');
    run(s, { kind: 'form.setSettings', ...target(s), settings: { listTags: twenty } });
    expect(getAttr(formNode(s), 'data-list-tags')).toBe(twenty);
    for (const settings of [
      { listTags: `${twenty}, one more` },
      { listTags: `lead, ${'x'.repeat(LIST_TAG_LENGTH_MAX + 1)}` },
      { listProvider: 'constantcontact' },
      { listId: 'a1 b2' },
      { listId: 'x'.repeat(101) },
    ]) {
      const error = refused(s, { kind: 'form.setSettings', ...target(s), settings });
      expect(error.message).toBe('listTags' in settings ? LIST_TAGS_MESSAGE : LIST_MESSAGE);
    }
    expect(getAttr(formNode(s), 'data-list-tags')).toBe(twenty);
    // A trailing comma while typing the next tag is fine, and kept as typed.
    run(s, { kind: 'form.setSettings', ...target(s), settings: { listTags: 'webinar, ' } });
    expect(getAttr(formNode(s), 'data-list-tags')).toBe('webinar, ');
  });

  it('takes an http(s) address and refuses others', () => {
    const s = withSection(OPTIN);
    runAndUndo(s, {
      kind: 'form.setSettings',
      ...target(s),
      settings: { afterSubmit: 'url', redirectUrl: ' https://example.com/thanks ' },
    });
    expect(getAttr(formNode(s), 'data-redirect-url')).toBe('https://example.com/thanks');
    for (const bad of ['javascript:alert(1)', 'example.com', 'ftp://example.com'])
      expect(refused(s, { kind: 'form.setSettings', ...target(s), settings: { redirectUrl: bad } })).toEqual({
        code: 'invalid_address',
        message: REDIRECT_MESSAGE,
      });
  });

  it('typing a setting is one undo entry; a choice is its own', () => {
    const s = withSection(OPTIN);
    const before = s.state.doc;
    for (const text of ['T', 'Th', 'Thanks'])
      run(s, { kind: 'form.setSettings', ...target(s), settings: { successMessage: text } }, { gap: 100 });
    expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
  });
});
