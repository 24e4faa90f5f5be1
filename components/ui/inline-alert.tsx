import type { ReactNode } from 'react';
import { StaticIcon } from '@/components/ui/static-icon';

/**
 * A message that screen readers announce as soon as it appears (role="alert") and that stays
 * on screen until the visitor dismisses it or acts again. Forms use it for their outcome.
 */
export function InlineAlert({
  tone,
  children,
  onDismiss,
  dismissLabel,
  className = '',
}: {
  tone: 'success' | 'error';
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}) {
  return (
    <div
      role="alert"
      data-tone={tone}
      className={`flex items-start gap-3 rounded-lg border p-3 text-sm ${
        tone === 'success'
          ? 'border-success/40 bg-success/10 text-foreground'
          : 'border-danger/40 bg-danger/10 text-foreground'
      } ${className}`}
    >
      <StaticIcon
        icon={tone === 'success' ? 'CircleCheck' : 'CircleExclamationPoint'}
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${tone === 'success' ? 'text-success' : 'text-danger'}`}
      />
      <p className="flex-1 self-center">{children}</p>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <StaticIcon icon="X" className="size-4" />
        </button>
      )}
    </div>
  );
}
