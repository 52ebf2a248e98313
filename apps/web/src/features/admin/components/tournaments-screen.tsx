import { useState } from 'react';
import type { AdminTournament } from '@gom/contract/contests';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FormError, PendingButton } from '@/components/form-parts.tsx';
import { Input } from '@/components/ui/input.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useAdminTournaments, useCancelTournament } from '../api/tournaments.ts';
import { AdminSection } from './admin-section.tsx';
import { AdminTable, formatTime, QueryView } from './admin-table.tsx';
import { CreateTournamentForm } from './create-tournament-form.tsx';

// The console's tournaments: create and schedule one, see each one's clip set render (a tournament whose set is not
// rendered by its start is cancelled), cancel one before it closes (every fee released, or refunded from the pool once live), and audit its pool:
// fees in = prizes + rake + refunds, and what the pool account holds now.

const CANCEL_REASON_MIN = 3;

function Readiness({ tournament }: { tournament: AdminTournament }) {
  const ready = tournament.clipsTotal > 0 && tournament.clipsRendered >= tournament.clipsTotal;
  return (
    <span className="flex items-center gap-2" data-testid="clip-readiness">
      <span className="tabular-nums">
        {tournament.clipsRendered} / {tournament.clipsTotal}
      </span>
      <Badge variant={ready ? 'success' : 'warning'}>{ready ? 'Ready' : 'Rendering'}</Badge>
    </span>
  );
}

export function AuditCell({ audit }: { audit: AdminTournament['audit'] }) {
  const lines: Array<[string, AdminTournament['audit']['feesIn']]> = [
    ['Fees in', audit.feesIn],
    ['Prizes', audit.prizes],
    ['Rake', audit.rake],
    ['Refunds', audit.refunds],
    ['Pool', audit.poolBalance],
  ];
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs" data-testid="pool-audit">
      {lines.map(([label, money]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right tabular-nums">{formatMoney(money)}</dd>
        </div>
      ))}
      {audit.flaggedEntrants > 0 && (
        <div className="contents">
          <dt className="text-amber-300">Flagged</dt>
          <dd className="text-right tabular-nums text-amber-300">{audit.flaggedEntrants}</dd>
        </div>
      )}
    </dl>
  );
}

function CancelDialog({ tournament, onClose }: { tournament: AdminTournament | null; onClose: () => void }) {
  const cancel = useCancelTournament();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  function handleCancel() {
    if (!tournament) return;
    if (reason.trim().length < CANCEL_REASON_MIN) {
      setError('Say why it is cancelled');
      return;
    }
    setError(null);
    cancel.mutate(
      { tournamentId: tournament.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          onClose();
        },
        onError: (failure) => setError(isApiError(failure) ? failure.message : String(failure)),
      },
    );
  }
  return (
    <Dialog open={tournament !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel {tournament?.name}</DialogTitle>
          <DialogDescription>
            Every entrant's fee goes back to their wallet (released before the start, refunded from the pool once live).
            The reason is written to the audit log.
          </DialogDescription>
        </DialogHeader>
        <Input
          aria-label="Reason"
          placeholder="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormError message={error} />
        <DialogFooter>
          <PendingButton variant="destructive" pending={cancel.isPending} onClick={handleCancel}>
            Cancel tournament
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function TournamentsScreen() {
  const tournaments = useAdminTournaments();
  const [cancelling, setCancelling] = useState<AdminTournament | null>(null);
  return (
    <>
      <AdminSection title="Schedule a tournament">
        <CreateTournamentForm />
      </AdminSection>
      <AdminSection title="Tournaments">
        <QueryView query={tournaments} title="the tournaments">
          {(rows) => (
            <AdminTable
              label="Tournaments"
              rows={rows}
              rowKey={(row) => row.id}
              empty="No tournament yet."
              columns={[
                {
                  header: 'Tournament',
                  cell: (row) => (
                    <span className="flex flex-col">
                      <span className="font-medium">{row.name}</span>
                      <span className="text-xs text-muted-foreground">
                        {row.numberOfQuestions} questions · {row.difficulty}
                        {row.premiumOnly ? ' · Premium only' : ''}
                      </span>
                    </span>
                  ),
                },
                { header: 'Starts (UTC)', cell: (row) => formatTime(row.startsAt) },
                {
                  header: 'Status',
                  cell: (row) => (
                    <span className="flex flex-col">
                      <span>{row.status}</span>
                      {row.cancelReason && <span className="text-xs text-muted-foreground">{row.cancelReason}</span>}
                    </span>
                  ),
                },
                { header: 'Entrants', cell: (row) => `${row.entrants} / ${row.maxEntrants} (min ${row.minEntrants})` },
                { header: 'Fee', cell: (row) => formatMoney(row.entryFee) },
                { header: 'Clip set', cell: (row) => <Readiness tournament={row} /> },
                { header: 'Pool audit', cell: (row) => <AuditCell audit={row.audit} /> },
                {
                  header: 'Actions',
                  cell: (row) =>
                    // Before the close: a live round's cancellation refunds its pool to every entrant.
                    row.status === 'scheduled' || row.status === 'live' ? (
                      <Button size="sm" variant="destructive" onClick={() => setCancelling(row)}>
                        Cancel
                      </Button>
                    ) : null,
                },
              ]}
            />
          )}
        </QueryView>
      </AdminSection>
      <CancelDialog tournament={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
