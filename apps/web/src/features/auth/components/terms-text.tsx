import { Text, Title, type TitleOrder } from '@mantine/core';
import { TERMS_META, TERMS_SECTIONS } from './terms-agreement';

/**
 * The agreement's text (intro and sections): in the acceptance dialog and on the Terms page, whose section
 * titles follow its page heading (`headingOrder` 2) where the dialog's keep their small size.
 */
export function TermsText({ headingOrder = 5 }: { headingOrder?: TitleOrder }) {
  return (
    <>
      <Text size="sm" mb="md">
        {TERMS_META.intro}
      </Text>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.title}>
          <Title order={headingOrder} size="h5" mt="md" mb={6}>
            {section.title}
          </Title>
          {section.paragraphs.map((p) => (
            <Text key={p.slice(0, 40)} size="sm" mb="xs">
              {p}
            </Text>
          ))}
        </section>
      ))}
    </>
  );
}
