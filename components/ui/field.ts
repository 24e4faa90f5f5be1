/** Class names for the one text-field look (input, select, textarea), shared by every form. */
export const fieldClasses =
  'block w-full min-h-11 rounded-lg border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-danger';
