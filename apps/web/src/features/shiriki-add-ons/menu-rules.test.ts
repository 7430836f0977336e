import { describe, expect, it } from 'vitest';
import {
  initialMenuUploadValues,
  isMenuTypeDisabled,
  menuUploadErrors,
  menuUploadedText,
  toggleMenuType,
} from './menu-rules';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('menu types', () => {
  it('Food and Drinks combine', () => {
    expect(toggleMenuType(toggleMenuType([], 'drinks', true), 'food', true)).toEqual(['food', 'drinks']);
    expect(toggleMenuType(['food', 'drinks'], 'food', false)).toEqual(['drinks']);
  });

  it("'Food & Drinks' is exclusive: ticking it clears the other two, which are then disabled", () => {
    const types = toggleMenuType(['food', 'drinks'], 'food_&_drinks', true);
    expect(types).toEqual(['food_&_drinks']);
    expect(isMenuTypeDisabled(types, 'food')).toBe(true);
    expect(isMenuTypeDisabled(types, 'drinks')).toBe(true);
    expect(isMenuTypeDisabled(types, 'food_&_drinks')).toBe(false);
    expect(toggleMenuType(types, 'food', true)).toEqual(['food_&_drinks']);
    expect(isMenuTypeDisabled(toggleMenuType(types, 'food_&_drinks', false), 'food')).toBe(false);
  });
});

describe('menu upload messages', () => {
  it("Realm and Menu Type are required with the spec's texts", () => {
    expect(menuUploadErrors(initialMenuUploadValues(), 'PDF only')).toEqual({
      realm: 'Realm field is required',
      types: 'Menu Type field is required',
    });
  });

  it('asks for a PDF per selected type', () => {
    expect(menuUploadErrors({ realm: '5', types: ['food', 'drinks'], files: {} }, 'PDF only')).toEqual({
      'files.food': 'Food Menu File is required',
      'files.drinks': 'Drinks Menu File is required',
    });
    expect(menuUploadErrors({ realm: '5', types: ['food_&_drinks'], files: {} }, 'PDF only')).toEqual({
      'files.food_&_drinks': 'Food & Drinks Menu File is required',
    });
    expect(
      menuUploadErrors({ realm: '5', types: ['food'], files: { food: pdf('menu.pdf') } }, 'PDF only'),
    ).toEqual({});
  });

  it('takes PDFs only', () => {
    const png = new File(['png'], 'menu.png', { type: 'image/png' });
    expect(menuUploadErrors({ realm: '5', types: ['food'], files: { food: png } }, 'PDF only')).toEqual({
      'files.food': 'PDF only',
    });
  });

  it('says which menu was uploaded', () => {
    expect(menuUploadedText('food')).toBe('Food Menu uploaded successfully');
    expect(menuUploadedText('drinks')).toBe('Drinks Menu uploaded successfully');
    expect(menuUploadedText('food_&_drinks')).toBe('Menu uploaded successfully');
  });
});
