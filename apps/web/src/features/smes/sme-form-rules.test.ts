import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  EMPTY_SME_FORM,
  billingSettingsChanges,
  billingSettingsValues,
  changedSmeFields,
  hasMissingRequired,
  registerFailure,
  smeFormBody,
  smeFormValuesOf,
  type SmeFormValues,
} from './sme-form-rules';
import { smeFixture } from './sme-test-fixtures';

const filled: SmeFormValues = {
  name: ' Hotel Mille ',
  tin_number: '100200300',
  admin_name: 'Grace',
  admin_phone: '+250788000222',
  admin_email: 'grace@mille.rw',
  location: 'Nyarutarama',
  subscription_plan: '3',
  type: 'Hotels',
  custom_price: '',
  auto_suspend: true,
};

describe('hasMissingRequired', () => {
  it('requires every field but custom price and auto suspend on register', () => {
    expect(hasMissingRequired(filled, { requirePlan: true })).toBe(false);
    expect(hasMissingRequired(EMPTY_SME_FORM, { requirePlan: true })).toBe(true);
    for (const field of [
      'name',
      'tin_number',
      'admin_name',
      'admin_phone',
      'admin_email',
      'location',
    ] as const)
      expect(hasMissingRequired({ ...filled, [field]: '  ' }, { requirePlan: true })).toBe(true);
    expect(hasMissingRequired({ ...filled, type: null }, { requirePlan: true })).toBe(true);
    expect(hasMissingRequired({ ...filled, subscription_plan: null }, { requirePlan: true })).toBe(true);
  });

  it('does not require the plan on edit', () => {
    expect(hasMissingRequired({ ...filled, subscription_plan: null }, { requirePlan: false })).toBe(false);
    expect(hasMissingRequired({ ...filled, name: '' }, { requirePlan: false })).toBe(true);
  });

  it('starts with auto suspend on', () => {
    expect(EMPTY_SME_FORM.auto_suspend).toBe(true);
  });
});

describe('smeFormBody', () => {
  it('trims, numbers the plan and sends an empty custom price as null', () => {
    expect(smeFormBody(filled)).toMatchObject({
      name: 'Hotel Mille',
      subscription_plan: 3,
      custom_price: null,
    });
    expect(smeFormBody({ ...filled, custom_price: 15000 }).custom_price).toBe(15000);
  });
});

describe('changedSmeFields', () => {
  const sme = smeFixture();
  it('is empty when nothing changed', () => {
    expect(changedSmeFields(sme, smeFormValuesOf(sme))).toEqual({});
  });

  it('holds only the changed fields', () => {
    const values = { ...smeFormValuesOf(sme), location: 'Remera ', custom_price: 9000, auto_suspend: false };
    expect(changedSmeFields(sme, values)).toEqual({
      location: 'Remera',
      custom_price: 9000,
      auto_suspend: false,
    });
  });

  it('sends null when the custom price is emptied', () => {
    const withPrice = smeFixture({ custom_price: 12000 });
    expect(changedSmeFields(withPrice, { ...smeFormValuesOf(withPrice), custom_price: '' })).toEqual({
      custom_price: null,
    });
  });

  it('never sends an empty plan', () => {
    const noPlan = smeFixture({ subscription_plan: null });
    expect(changedSmeFields(noPlan, smeFormValuesOf(noPlan))).toEqual({});
  });
});

describe('registerFailure', () => {
  it('shows field errors when the server names a form field', () => {
    const error = new ApiError({
      status: 400,
      fieldErrors: { admin_email: ['Enter a valid email address.'] },
    });
    expect(registerFailure(error)).toEqual({ kind: 'fields' });
  });

  it("says 'Could not add SME at this time' for a 400 without field errors", () => {
    expect(registerFailure(new ApiError({ status: 400, detail: 'Bad' }))).toEqual({
      kind: 'toast',
      message: 'addFailed',
    });
    expect(registerFailure(new ApiError({ status: 400, fieldErrors: { partner: ['x'] } }))).toEqual({
      kind: 'toast',
      message: 'addFailed',
    });
  });

  it("says 'Could not register the SME at this time' otherwise (a 5xx is an error)", () => {
    expect(registerFailure(new ApiError({ status: 500 }))).toEqual({
      kind: 'toast',
      message: 'registerFailed',
    });
    expect(registerFailure(new ApiError({ status: 0 }))).toEqual({
      kind: 'toast',
      message: 'registerFailed',
    });
  });
});

describe('billingSettingsChanges', () => {
  it('sends what changed only', () => {
    const sme = smeFixture({ custom_price: 12000, auto_suspend: true, sms_package: null });
    const base = billingSettingsValues(sme);
    expect(base).toEqual({ custom_price: 12000, auto_suspend: true, sms_package: '' });
    expect(billingSettingsChanges(sme, base)).toEqual({});
    expect(billingSettingsChanges(sme, { ...base, custom_price: '', auto_suspend: false })).toEqual({
      custom_price: null,
      auto_suspend: false,
    });
    expect(billingSettingsChanges(sme, { ...base, custom_price: 15000 })).toEqual({ custom_price: 15000 });
  });

  it('puts the SME on an SMS package, and takes it off with null', () => {
    const off = smeFixture({ sms_package: null });
    expect(billingSettingsChanges(off, { ...billingSettingsValues(off), sms_package: '4' })).toEqual({
      sms_package: 4,
    });
    const on = smeFixture({ sms_package: { id: 4, name: 'SMS 500', price: 5000 } });
    expect(billingSettingsChanges(on, billingSettingsValues(on))).toEqual({});
    expect(billingSettingsChanges(on, { ...billingSettingsValues(on), sms_package: '' })).toEqual({
      sms_package: null,
    });
  });
});
