import { MENU_TEXTS, type TMenuType } from '@ared/contract/menus';

export type MenuUploadValues = {
  realm: string | null;
  types: TMenuType[];
  files: Partial<Record<TMenuType, File | null>>;
};

export const initialMenuUploadValues = (): MenuUploadValues => ({ realm: null, types: [], files: {} });

/**
 * The checkboxes' rule (part 2 §4): Food and Drinks combine; 'Food & Drinks' is exclusive, ticking it
 * clears the other two (and the page disables them while it is ticked).
 */
export function toggleMenuType(types: readonly TMenuType[], type: TMenuType, checked: boolean): TMenuType[] {
  if (!checked) return types.filter((t) => t !== type);
  if (type === 'food_&_drinks') return ['food_&_drinks'];
  if (types.includes('food_&_drinks')) return [...types];
  return types.includes(type) ? [...types] : [...types, type].sort(byMenuOrder);
}

const ORDER: readonly TMenuType[] = ['food', 'drinks', 'food_&_drinks'];
const byMenuOrder = (a: TMenuType, b: TMenuType) => ORDER.indexOf(a) - ORDER.indexOf(b);

export const isMenuTypeDisabled = (types: readonly TMenuType[], type: TMenuType): boolean =>
  type !== 'food_&_drinks' && types.includes('food_&_drinks');

export type MenuUploadErrors = Partial<Record<'realm' | 'types' | `files.${TMenuType}`, string>>;

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** The spec's messages: 'Realm field is required', 'Menu Type field is required', '<Type> Menu File is required'. */
export function menuUploadErrors(values: MenuUploadValues, pdfOnlyText: string): MenuUploadErrors {
  const errors: MenuUploadErrors = {};
  if (!values.realm) errors.realm = MENU_TEXTS.realmRequired;
  if (values.types.length === 0) errors.types = MENU_TEXTS.typeRequired;
  for (const type of values.types) {
    const file = values.files[type];
    if (!file) errors[`files.${type}`] = MENU_TEXTS.fileRequired[type];
    else if (!isPdf(file)) errors[`files.${type}`] = pdfOnlyText;
  }
  return errors;
}

/** One success toast per uploaded menu (part 2 §8). */
export const menuUploadedText = (type: TMenuType): string =>
  type === 'food'
    ? MENU_TEXTS.foodUploaded
    : type === 'drinks'
      ? MENU_TEXTS.drinksUploaded
      : MENU_TEXTS.uploaded;
