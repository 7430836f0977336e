import { APK_TEXTS } from '@ared/contract/apks';

/** The App Store's texts (part 2 §2 App Store: Recent APKs; Name, Type, Added, Action). */
export const APPS_TEXTS = {
  title: 'App Store',
  description:
    'Android apps for your kiosks, mini servers and officers. Boxes install the latest of each type.',
  recent: APK_TEXTS.title,
  columns: { name: 'Name', type: 'Type', added: 'Added', action: 'Action' },
  version: (versionName: string, versionCode: number) => `v${versionName} (${versionCode})`,
  download: (name: string) => `Download ${name}`,
  delete: (name: string) => `Delete ${name}`,
  downloadFailed: 'Could not download the APK',
  confirmTitle: 'Delete APK',
  confirmMessage: (name: string) => `Are you sure you want to delete ${name}?`,
  confirm: 'Delete',
  cancel: 'Cancel',
  deleted: APK_TEXTS.deleted,
  deleteFailed: APK_TEXTS.deleteFailed,
  fetchFailed: 'Could not load the APKs',
  upload: {
    open: APK_TEXTS.upload,
    title: APK_TEXTS.upload,
    name: 'Name',
    namePlaceholder: 'e.g. ARED Kiosk',
    type: 'Type',
    typePlaceholder: 'Select a type',
    file: 'APK file',
    filePlaceholder: 'Choose an .apk file',
    fileHint: 'The package name and version are read from the APK.',
    apkOnly: 'Choose an .apk file',
    clear: 'Clear the APK file',
    submit: 'Upload',
    cancel: 'Cancel',
    uploaded: APK_TEXTS.uploaded,
    failed: 'Could not upload the APK',
    missingFields: APK_TEXTS.missingFields,
  },
} as const;
