// The landing page's phone menu: the page's sections and the account actions in a drawer from the right.
// Loaded on the first tap of the menu button (landing-header.tsx).
import { Logo } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import { LANDING_SECTIONS, scrollToSection } from '../utils/scroll-to-section.ts';
import { AccountActions, type LandingHeaderProps } from './landing-header.tsx';

type LandingMenuProps = LandingHeaderProps & { open: boolean; onOpenChange: (open: boolean) => void };

export function LandingMenu({ session, onLogout, open, onOpenChange }: LandingMenuProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-72 p-6">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Sections of the page and your account.</SheetDescription>
        <Logo />
        <nav aria-label="Sections" className="flex flex-col gap-1">
          {LANDING_SECTIONS.map((section) => (
            <Button
              key={section.id}
              variant="ghost"
              className="justify-start"
              onClick={() => {
                onOpenChange(false);
                // Wait for the drawer to release the page's scroll lock before scrolling it.
                window.setTimeout(() => scrollToSection(section.id), 0);
              }}
            >
              {section.label}
            </Button>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
          <AccountActions session={session} onLogout={onLogout} onNavigate={() => onOpenChange(false)} stacked />
        </div>
      </SheetContent>
    </Sheet>
  );
}
