'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { usePathname } from '@/lib/i18n/navigation';

/** One of the phone's navigation sheets: a dialog sliding in from the side. */
export function MobileSheet({
  side,
  title,
  closeLabel,
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const lastPath = useRef(pathname);
  // Following a link inside the sheet closes it.
  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      onOpenChange(false);
    }
  }, [pathname, onOpenChange]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      side={side}
      closeLabel={closeLabel}
      returnFocusTo={returnFocusTo}
      described={false}
      prerender
    >
      <div className="flex h-[var(--topbar-height)] shrink-0 items-center border-b px-4">
        <DialogTitle>{title}</DialogTitle>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </Dialog>
  );
}
