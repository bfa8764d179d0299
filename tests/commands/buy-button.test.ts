/**
 * A buy button's plan (issue 25 "Stripe"; Buy button settings): choosing a plan writes the button's
 * `data-pw-plan` through `element.setAttributes` (the one route every field takes), choosing none
 * removes it while the Payment Button stays one, and each change undoes exactly. The panel's mapping
 * (buy-button-fields.ts) builds the command; expected html is written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { paymentButton } from '../../src/app/builder/elements/blocks.ts';
import { isBuyButton, planCommand, planOf } from '../../src/app/builder/inspector/buy-button-fields.ts';
import { undoEntry } from '../../src/commands/editor.ts';
import { type ElementNode, forEachElement, serializeNodes } from '../../src/domain/html-tree.ts';
import { run, type Session, session } from '../support/fixtures.ts';

const PLAN_A = '6f1c1e8e-1111-4a7b-9c1d-000000000001';
const PLAN_B = '6f1c1e8e-2222-4a7b-9c1d-000000000002';

function button(s: Session): ElementNode {
  let found: ElementNode | undefined;
  forEachElement(s.state.doc.sections[0]!.nodes, (node) => {
    if (node.tag === 'a' || node.tag === 'button') found ??= node;
  });
  return found!;
}

const target = (s: Session) => ({ sectionId: s.state.doc.sections[0]!.section_id, elementId: button(s).id });
const html = (s: Session) => serializeNodes(s.state.doc.sections[0]!.nodes);

const withButton = (inner: string) =>
  session([
    {
      section_name: 'offer',
      section_title: 'Offer',
      section_type: 'offer',
      section_html: `<div>${inner}</div>`,
    },
  ]);

describe('the buy button plan', () => {
  it('a Payment Button from the palette sells the plan it was inserted with', () => {
    expect(paymentButton(PLAN_A).html).toBe(
      `<a class="btn btn-primary btn-lg" href="#" data-pw-payment="true" data-pw-plan="${PLAN_A}">Buy now</a>`,
    );
    expect(paymentButton('not-a-plan').html).toBe(
      '<a class="btn btn-primary btn-lg" href="#" data-pw-payment="true">Buy now</a>',
    );
  });

  it('choosing a plan writes data-pw-plan, choosing another replaces it, none removes it', () => {
    const s = withButton('<a class="btn btn-primary" href="#" data-pw-payment="true">Buy now</a>');
    expect(isBuyButton(button(s))).toBe(true);
    expect(planOf(button(s))).toBe('');
    run(s, planCommand(target(s), PLAN_A));
    expect(html(s)).toBe(
      `<div><a class="btn btn-primary" href="#" data-pw-payment="true" data-pw-plan="${PLAN_A}">Buy now</a></div>`,
    );
    run(s, planCommand(target(s), PLAN_B));
    expect(planOf(button(s))).toBe(PLAN_B);
    run(s, planCommand(target(s), ''));
    expect(html(s)).toBe('<div><a class="btn btn-primary" href="#" data-pw-payment="true">Buy now</a></div>');
    // Still a Payment Button: the panel stays, waiting for a plan.
    expect(isBuyButton(button(s))).toBe(true);
  });

  it('a plan card button (data-pw-plan only) is a buy button; a plain button is not', () => {
    const card = withButton(`<button class="btn btn-dark" data-pw-plan="${PLAN_A}">Choose</button>`);
    expect(isBuyButton(button(card))).toBe(true);
    expect(planOf(button(card))).toBe(PLAN_A);
    const plain = withButton('<a class="btn btn-primary" href="/about">About</a>');
    expect(isBuyButton(button(plain))).toBe(false);
  });

  it('undoes to exactly the button before, and records nothing when the plan is the same', () => {
    const s = withButton('<a class="btn" href="#" data-pw-payment="true">Buy now</a>');
    const before = s.state.doc;
    const entry = run(s, planCommand(target(s), PLAN_A));
    expect(entry).not.toBeNull();
    expect(run(s, planCommand(target(s), PLAN_A))).toBeNull();
    expect(undoEntry(s.state, s.clock + 1)!.state.doc).toEqual(before);
  });
});
