/** The YNO word mark. Decorative mark, text carries the name. */
export function Brand({ tagline }: { tagline?: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="var(--primary)" />
        <path
          d="M8 9l8 9 8-9M16 18v6"
          stroke="var(--primary-foreground)"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold tracking-tight">YNO</span>
        {tagline && (
          <span className="text-xs whitespace-nowrap text-muted-foreground">{tagline}</span>
        )}
      </span>
    </span>
  );
}
