import { MENU_TEXTS, MENU_TYPE_LABELS } from '@ared/contract/menus';

/** Texts of the Shiriki Add-On page's header and its food and drink menus (spec part 2 §2, §5, §8). */
export const SHIRIKI_TEXTS = {
  ...MENU_TEXTS,
  title: 'Shiriki Add-On',
  addMenu: 'Add Menu',
  menuTypeLabels: MENU_TYPE_LABELS,
  menus: {
    heading: 'Food and drink menus',
    inactive: 'Activate the Food and Drink Menu add-on to upload menus.',
    columns: { realm: 'Realm', type: 'Menu Type', file: 'File', created: 'Created', actions: 'Actions' },
    empty: 'No records',
    view: (name: string) => `Open ${name}`,
    delete: (name: string) => `Delete ${name}`,
    confirmTitle: 'Are you sure you want to delete this menu?',
    confirmMessage: (name: string) => `${name} is deleted; the realm's portal stops linking it.`,
    confirm: 'Delete',
    cancel: 'Cancel',
    openFailed: 'Could not open the menu',
  },
  upload: {
    title: 'Upload Menu',
    realm: 'Realm',
    realmPlaceholder: 'Pick a realm',
    realmNothingFound: 'No realm found',
    menuType: 'Menu Type',
    fileLabel: {
      food: 'Food Menu File',
      drinks: 'Drinks Menu File',
      'food_&_drinks': 'Food & Drinks Menu File',
    },
    filePlaceholder: 'Choose a PDF',
    pdfOnly: 'Only PDF files are accepted',
    clear: (field: string) => `Clear ${field}`,
    submit: 'Upload',
    cancel: 'Cancel',
    failed: 'Could not upload the menu',
  },
} as const;
