import { useMatches } from 'react-router';
import { PageHeader } from './page-header';
import { PlaceholderCard } from './placeholder-card';

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/** A route of the spec whose screen a later issue builds: labelled, never blank. */
export function PlaceholderPage() {
  const matches = useMatches();
  const title = titleOf(matches.at(-1)?.handle) ?? 'This page';
  return (
    <>
      <PageHeader title={title} />
      <PlaceholderCard
        title={title}
        testId="placeholder-page"
        body="This page is part of the partner dashboard. Its screen is built in a later release; the menu, the address and the access rules already work."
      />
    </>
  );
}
