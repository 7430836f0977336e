/**
 * The media library's kinds, file names and texts: constants without zod, so that the web's media pages can
 * read them without building the contract's schemas before they can draw (decision 103). `./media` re-exports
 * them.
 */

export const MEDIA_FILE_TYPES = ['Image', 'Video', 'Audio', 'Document', 'App'] as const;

export const MEDIA_STATUSES = ['Enabled', 'Disabled'] as const;

/** The thumbnail picker accepts these (part 2 §5). */
export const THUMBNAIL_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;

export const MEDIA_TEXTS = {
  missingFields: 'Provide the missing fields',
  /** '<Field> field is required' */
  fieldRequired: (field: string) => `${field} field is required`,
  mainFileExists: (name: string) => `Main file: ${name} already exists`,
  thumbnailExists: (name: string) => `Thumbnail file: ${name} already exists`,
  // 'Sucessfully' in the spec; SPEC-NOTES corrects it to 'successfully' (spec/texts.txt agrees).
  created: 'Media file is created successfully',
  categoryCreated: 'Media Category Created',
  categoryAdded: 'Media category added',
  deleted: 'Media has been successfully deleted',
  deletedAlt: 'Media has been deleted successfully',
  categoryDeleted: 'Category and its associated offline files deleted',
  disableFailed: 'Could not create media at this time',
  realmDeleteFailed: 'Could not delete media at this time',
  deleteFailed: 'Could not delete the media',
  categoryDeleteFailed: 'Could not delete category at this time',
  uploadNetworkFailed: 'Request failed. Check your internet connection.',
  uploadFailed: 'An error occurred during the upload',
} as const;

/**
 * Download file names by type (part 2 §7: file.png, file.mp4, file.zip, otherwise file.pdf). Audio is not
 * a PDF: it gets `file.` and the extension of its checked content (the server's Content-Disposition).
 */
export const MEDIA_DOWNLOAD_NAMES: Record<Exclude<(typeof MEDIA_FILE_TYPES)[number], 'Audio'>, string> = {
  Image: 'file.png',
  Video: 'file.mp4',
  Document: 'file.pdf',
  App: 'file.zip',
};
