import { describe, expect, it } from 'vitest';
import { USER_ORDERING } from '@ared/contract/user-paths';
import { PEOPLE_KINDS, PEOPLE_SORT_KEYS, parsePeopleTab, peopleTabFilter } from './people-kinds';

describe('the people lists', () => {
  it('asks for each list’s own user type and opens its own profile', () => {
    expect(PEOPLE_KINDS['micro-franchisees'].userType).toBe('Micro Franchisee');
    expect(PEOPLE_KINDS['field-officers'].userType).toBe('Field Officer');
    expect(PEOPLE_KINDS['maintenance-officers'].userType).toBe('Maintenance Officer');
    expect(PEOPLE_KINDS['micro-franchisees'].viewPath(7)).toBe('/micro-profile-details/7');
    expect(PEOPLE_KINDS['micro-franchisees'].title).toBe('Active Micro Franchisees');
  });

  it('opens on Active and filters the tabs by is_active', () => {
    expect(parsePeopleTab(null)).toBe('active');
    expect(parsePeopleTab('bogus')).toBe('active');
    expect(parsePeopleTab('suspended')).toBe('suspended');
    expect(peopleTabFilter('active')).toEqual({ is_active: 'true' });
    expect(peopleTabFilter('suspended')).toEqual({ is_active: 'false' });
    expect(peopleTabFilter('all')).toEqual({});
  });

  it('sorts only by orderings the server accepts', () => {
    for (const key of PEOPLE_SORT_KEYS) expect(USER_ORDERING).toContain(key);
  });
});
