import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { DEFAULT_PERIOD, PERIOD_TABS, parsePeriod } from '../utils/leaderboard-periods.ts';
import { LeaderboardBoard } from './leaderboard-board.tsx';

const PERIOD_PARAM = 'period';

/** The leaderboard screen; the period lives in the address so a shared link opens the same tab. */
export function LeaderboardView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parsePeriod(searchParams.get(PERIOD_PARAM));

  function selectPeriod(value: string) {
    const next = parsePeriod(value);
    setSearchParams(next === DEFAULT_PERIOD ? {} : { [PERIOD_PARAM]: next }, { replace: true });
  }

  return (
    <PageLayout title="Leaderboard" description="The sharpest callers, ranked by correct predictions.">
      <Tabs value={period} onValueChange={selectPeriod}>
        <TabsList aria-label="Period">
          {PERIOD_TABS.map((tab) => (
            <TabsTrigger key={tab.period} value={tab.period}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PERIOD_TABS.map((tab) => (
          <TabsContent key={tab.period} value={tab.period}>
            <LeaderboardBoard period={tab.period} />
          </TabsContent>
        ))}
      </Tabs>
    </PageLayout>
  );
}
