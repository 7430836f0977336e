import { describe, expect, it } from 'vitest';
import {
  EMPTY_USER_FORM,
  changedUserFields,
  parseUserTab,
  statusChange,
  tabFilters,
  userCreateForm,
  userFormValuesOf,
  userTypesOfPlan,
} from './user-rules';
import { userDetailsFixture } from './user-test-fixtures';

describe('the System Admins tabs', () => {
  it('send role for Admins and Staff, is_active for Active and Suspended, nothing for All', () => {
    expect(tabFilters('all')).toEqual({});
    expect(tabFilters('admins')).toEqual({ role: 'partner_admin' });
    expect(tabFilters('staff')).toEqual({ role: 'partner_staff' });
    expect(tabFilters('active')).toEqual({ is_active: true });
    expect(tabFilters('suspended')).toEqual({ is_active: false });
    expect(parseUserTab('suspended')).toBe('suspended');
    expect(parseUserTab('nope')).toBe('all');
  });
});

describe('User SignUp', () => {
  it('sends every field as form data, the phone without spaces, the role of the type and the partner', () => {
    const form = userCreateForm(
      {
        ...EMPTY_USER_FORM,
        first_name: ' Eric ',
        last_name: 'Mugisha',
        email: 'eric@example.com',
        phone: '+250 788 123 456',
        gender: 'Male',
        date_of_birth: '1991-04-02',
        national_id_no: '1199180012345',
        user_type: 'Field Officer',
        area_of_operation: 'Huye',
      },
      7,
    );
    expect(Object.fromEntries(form.entries())).toEqual({
      first_name: 'Eric',
      last_name: 'Mugisha',
      email: 'eric@example.com',
      phone: '+250788123456',
      gender: 'Male',
      date_of_birth: '1991-04-02',
      national_id_no: '1199180012345',
      country: 'Rwanda',
      user_type: 'Field Officer',
      role: 'field_officer',
      area_of_operation: 'Huye',
      partner: '7',
    });
  });

  it('offers micro franchisees and officers only to plans that have them', () => {
    expect(userTypesOfPlan('SME')).toEqual(['Partner Admin', 'Partner Staff']);
    expect(userTypesOfPlan('Kiosk')).toHaveLength(5);
  });
});

describe('edit mode', () => {
  const user = userDetailsFixture();
  it('sends only the changed fields', () => {
    const values = { ...userFormValuesOf(user), first_name: 'Erik', phone: '+250 788 999 000' };
    expect(changedUserFields(user, values)).toEqual({ first_name: 'Erik', phone: '+250788999000' });
    expect(changedUserFields(user, userFormValuesOf(user))).toEqual({});
  });

  it('sends only the email when it changed', () => {
    const values = { ...userFormValuesOf(user), first_name: 'Erik', email: 'new@example.com' };
    expect(changedUserFields(user, values)).toEqual({ email: 'new@example.com' });
  });

  it('sends the role with a new user type', () => {
    const values = { ...userFormValuesOf(user), user_type: 'Partner Staff' };
    expect(changedUserFields(user, values)).toEqual({ user_type: 'Partner Staff', role: 'partner_staff' });
  });

  it('suspends with is_active false and status suspended, activates with the reverse', () => {
    expect(statusChange(true)).toEqual({ is_active: false, status: 'suspended' });
    expect(statusChange(false)).toEqual({ is_active: true, status: 'active' });
  });
});
