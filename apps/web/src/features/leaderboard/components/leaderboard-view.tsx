import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { LeaderboardPeriod } from '@gom/contract/stats';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSession } from '@/lib/auth/get-user.ts';
import { BOARD_TABS, DEFAULT_BOARD, parseBoard, type Board } from '../utils/leaderboard-boards.ts';
import { DEFAULT_PERIOD, PERIOD_TABS, parsePeriod } from '../utils/leaderboard-periods.ts';
import { FriendsBoard } from './friends-board.tsx';
import { FriendsPanel } from './friends-panel.tsx';
import { LeaderboardBoard } from './leaderboard-board.tsx';

const PERIOD_PARAM = 'period';
const BOARD_PARAM = 'board';

/** The period tabs over one board's content. */
function PeriodTabs({
  period,
  onPeriod,
  children,
}: {
  period: LeaderboardPeriod;
  onPeriod: (value: string) => void;
  children: (period: LeaderboardPeriod) => ReactNode;
}) {
  return (
    <Tabs value={period} onValueChange={onPeriod}>
      <TabsList aria-label="Period">
        {PERIOD_TABS.map((tab) => (
          <TabsTrigger key={tab.period} value={tab.period}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {PERIOD_TABS.map((tab) => (
        <TabsContent key={tab.period} value={tab.period}>
          {children(tab.period)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * The leaderboard screen: everyone's board, or the Friends board (the player and their friends, ranked the same
 * way, beside the friends they manage). The board and the period live in the address so a shared link opens the
 * same tabs.
 */
export function LeaderboardView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useSession();
  const board = parseBoard(searchParams.get(BOARD_PARAM));
  const period = parsePeriod(searchParams.get(PERIOD_PARAM));

  function update(next: { board: Board; period: LeaderboardPeriod }) {
    const params: Record<string, string> = {};
    if (next.board !== DEFAULT_BOARD) params[BOARD_PARAM] = next.board;
    if (next.period !== DEFAULT_PERIOD) params[PERIOD_PARAM] = next.period;
    setSearchParams(params, { replace: true });
  }
  const selectPeriod = (value: string) => update({ board, period: parsePeriod(value) });
  const userId = session.user?.id;

  return (
    <PageLayout title="Leaderboard" description="The sharpest callers, ranked by correct predictions.">
      <Tabs value={board} onValueChange={(value) => update({ board: parseBoard(value), period })}>
        <TabsList aria-label="Board">
          {BOARD_TABS.map((tab) => (
            <TabsTrigger key={tab.board} value={tab.board}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="everyone">
          <PeriodTabs period={period} onPeriod={selectPeriod}>
            {(shown) => <LeaderboardBoard period={shown} />}
          </PeriodTabs>
        </TabsContent>
        <TabsContent value="friends">
          {userId && (
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <PeriodTabs period={period} onPeriod={selectPeriod}>
                {(shown) => <FriendsBoard userId={userId} period={shown} />}
              </PeriodTabs>
              <FriendsPanel userId={userId} />
            </div>
          )}
        </TabsContent>
      </Tabs>
    </PageLayout>
  );
}
