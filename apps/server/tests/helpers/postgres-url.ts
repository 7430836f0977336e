/** The migrated database a Vitest project's test files copy theirs from. */
export const templateDatabaseOf = (project: string) =>
  `ared_test_template_${project.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The maintenance database of the same server, for CREATE/DROP DATABASE. */
export const adminUrl = (url: string) => withDatabaseName(url, 'postgres');
