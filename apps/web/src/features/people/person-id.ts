/** The id in /micro-profile-details/{id}, or null when it is not one. */
export const parsePersonId = (raw: string | undefined): number | null => {
  if (raw === undefined || !/^[0-9]+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
