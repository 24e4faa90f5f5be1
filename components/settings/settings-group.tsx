import { useId, type ReactNode } from 'react';

/** One titled group of settings on /settings: a labelled section with its rows. */
export function SettingsGroup({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border bg-card p-5 md:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <div className="mt-4 divide-y">{children}</div>
    </section>
  );
}

/** A row: the label and description on one side, the control on the other. */
export function SettingRow({
  label,
  description,
  descriptionId,
  children,
}: {
  label: ReactNode;
  description: string;
  descriptionId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 max-w-2xl">
        {label}
        <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

/** A titled action on /settings (export, reset): its title and description above its buttons. */
export function SettingsAction({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="py-4 first:pt-0 last:pb-0">
      <h3 id={`${id}-title`} className="font-medium">
        {title}
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}
