/** An answer's text as JSON when it is JSON, else the text itself (undefined when empty). */
export const readBodyText = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
