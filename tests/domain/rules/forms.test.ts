import { describe, expect, it } from 'vitest';
import {
  ALWAYS_REQUIRED_FIELDS,
  isAlwaysRequired,
  missingRequiredFields,
} from '../../../src/domain/rules/forms.ts';

describe('isAlwaysRequired', () => {
  it('holds for the five spec fields', () => {
    expect(ALWAYS_REQUIRED_FIELDS).toEqual(['first_name', 'last_name', 'email', 'name', 'full_name']);
    for (const field of ALWAYS_REQUIRED_FIELDS) expect(isAlwaysRequired(field)).toBe(true);
  });

  it('ignores case and surrounding spaces', () => {
    expect(isAlwaysRequired('Email')).toBe(true);
    expect(isAlwaysRequired(' FIRST_NAME ')).toBe(true);
  });

  it('does not hold for other fields', () => {
    for (const field of ['phone', 'message', 'company_name', 'emails', ''])
      expect(isAlwaysRequired(field)).toBe(false);
  });
});

describe('missingRequiredFields', () => {
  it('reports blank always-required fields present in the form', () => {
    expect(missingRequiredFields({ email: '', phone: '', first_name: 'Ada' })).toEqual(['email']);
    expect(missingRequiredFields({ name: '   ', message: '' })).toEqual(['name']);
  });

  it('does not ask for always-required fields the form does not have', () => {
    expect(missingRequiredFields({ phone: '' })).toEqual([]);
  });

  it('adds declared required fields, even when absent from the form', () => {
    expect(missingRequiredFields({ phone: '', email: 'a@b.c' }, ['phone', 'company'])).toEqual([
      'phone',
      'company',
    ]);
    expect(missingRequiredFields({ phone: '1' }, ['phone'])).toEqual([]);
  });

  it('reports each field once, form order first', () => {
    expect(missingRequiredFields({ last_name: '', email: '' }, ['email', 'zip'])).toEqual([
      'last_name',
      'email',
      'zip',
    ]);
  });

  it('reports nothing for a complete form', () => {
    expect(
      missingRequiredFields({ first_name: 'Ada', last_name: 'L', email: 'ada@x.io', full_name: 'Ada L' }),
    ).toEqual([]);
  });
});
