import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from 'lucide-react';
import { cn } from '@/utils/cn.ts';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

// A searchable picker (shadcn/ui's combobox pattern: a popover holding a filter box and a list). The
// trigger is a combobox named by its <Label htmlFor>, so tests find it with getByRole('combobox', {name});
// focus stays in the search box and the arrow keys move the highlighted option (aria-activedescendant).

/** A disabled option is listed (with its hint, e.g. why it cannot be picked now) but cannot be chosen. */
export type ComboboxOption = { value: string; label: string; disabled?: boolean; hint?: string };

export type ComboboxProps = {
  id?: string;
  options: readonly ComboboxOption[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
};

/** Case-insensitive substring match on the label, the way a player types a name. */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const needle = query.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : [...options];
}

export function Combobox({
  id,
  options,
  value,
  onValueChange,
  placeholder,
  searchPlaceholder,
  emptyText,
  disabled,
  invalid,
  className,
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const visible = useMemo(() => filterOptions(options, query), [options, query]);
  const selected = options.find((option) => option.value === value);

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery('');
      const selectedIndex = options.findIndex((option) => option.value === value);
      setHighlighted(Math.max(0, selectedIndex));
    }
  }

  function choose(option: ComboboxOption) {
    if (option.disabled) return;
    onValueChange(option.value);
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlighted((index) => Math.min(index + 1, visible.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = visible[highlighted];
      if (option) choose(option);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Popover open={open} onOpenChange={handleOpenChange}>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          className={cn(
            'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-input/30 px-3 py-2 text-left text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
            'aria-invalid:border-destructive',
            !selected && 'text-muted-foreground',
            className,
          )}
        >
          <span className="truncate">{selected ? selected.label : placeholder}</span>
          <ChevronsUpDownIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-[12rem] p-0">
        <div className="flex items-center gap-2 border-b border-border px-3">
          <SearchIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          <input
            autoFocus
            role="searchbox"
            aria-label={searchPlaceholder}
            aria-controls={listId}
            aria-activedescendant={visible.length > 0 ? optionId(highlighted) : undefined}
            placeholder={searchPlaceholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setHighlighted(0);
            }}
            onKeyDown={handleKeyDown}
            className="flex h-10 w-full bg-transparent py-3 text-sm outline-none placeholder:text-muted-foreground"
          />
        </div>
        {visible.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul id={listId} role="listbox" className="max-h-64 overflow-y-auto p-1">
            {visible.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                data-highlighted={index === highlighted || undefined}
                onPointerMove={() => setHighlighted(index)}
                onClick={() => choose(option)}
                className="relative flex cursor-default flex-col items-start rounded-sm py-1.5 pr-8 pl-2 text-sm select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground aria-disabled:opacity-60"
              >
                {option.label}
                {option.hint && <span className="text-xs text-muted-foreground">{option.hint}</span>}
                {option.value === value && <CheckIcon className="absolute right-2 size-4" aria-hidden="true" />}
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
