/** Texts of the shared map (kept in one place so they can be translated). */
export const MAP_TEXTS = {
  tilesUnavailable: 'Map tiles could not be loaded. Check the internet connection.',
};
