import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { StaticTableCard } from '../../../components/static-table-card';
import { FLOAT_COLUMNS, FLOAT_TABS, FLOAT_TEXTS, floatTabSlug, resolveFloatTab } from '../float-tabs';

/** /float-transfer (part 1 §2, part 2 §2): static tables with the spec's columns; nothing here saves. */
export function FloatTransferPage() {
  const [params, setParams] = useSearchParams();
  const tab = floatTabSlug(resolveFloatTab(params.get('tab')));
  const choose = (value: string | null) => {
    if (value && FLOAT_TABS.some((t) => floatTabSlug(t) === value))
      setParams({ tab: value }, { replace: true });
  };

  return (
    <>
      <PageHeader title={FLOAT_TEXTS.title} />
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <ScrollingTabList mb="lg">
          {FLOAT_TABS.map((t) => (
            <Tabs.Tab key={t} value={floatTabSlug(t)}>
              {t}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
        {FLOAT_TABS.map((t) => (
          <Tabs.Panel key={t} value={floatTabSlug(t)}>
            <StaticTableCard title={t} columns={FLOAT_COLUMNS[t]} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
