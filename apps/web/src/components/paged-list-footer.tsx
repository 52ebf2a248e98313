import {
  Pagination,
  PaginationButton,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationNext,
  PaginationPrevious,
} from '@/components/ui/pagination.tsx';
import { pageCount, paginationWindow } from '@/utils/pagination-window.ts';

/** Spec §2 pagination: Previous/Next, up to 5 numbered buttons, "..." and the last page, and the "Showing x to y of z" line. */
export function PagedListFooter({
  page,
  pageSize,
  total,
  onPageChange,
  noun,
}: {
  /** What the list holds, in the plural: 'Showing 1 to 10 of 42 {noun}'. */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const totalPages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <div className="flex flex-col items-center gap-3 md:flex-row md:justify-between">
      <p className="text-sm text-muted-foreground">
        Showing {first} to {last} of {total} {noun}
      </p>
      <Pagination className="mx-0 w-auto">
        <PaginationContent>
          <PaginationItem>
            <PaginationPrevious disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
          </PaginationItem>
          {paginationWindow(page, totalPages).map((slot, index) => (
            <PaginationItem key={slot === 'ellipsis' ? `ellipsis-${index}` : slot}>
              {slot === 'ellipsis' ? (
                <PaginationEllipsis />
              ) : (
                <PaginationButton
                  isActive={slot === page}
                  aria-label={`Page ${slot}`}
                  onClick={() => onPageChange(slot)}
                >
                  {slot}
                </PaginationButton>
              )}
            </PaginationItem>
          ))}
          <PaginationItem>
            <PaginationNext disabled={page >= totalPages} onClick={() => onPageChange(page + 1)} />
          </PaginationItem>
        </PaginationContent>
      </Pagination>
    </div>
  );
}
