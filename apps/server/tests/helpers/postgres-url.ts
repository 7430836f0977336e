export const TEMPLATE_DATABASE = 'ared_test_template';

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The maintenance database of the same server, for CREATE/DROP DATABASE. */
export const adminUrl = (url: string) => withDatabaseName(url, 'postgres');
