import type { IntegrationCategory, IntegrationKind } from '@/lib/integrations/catalogue';
import { StaticIcon } from '@/components/ui/static-icon';

export type IntegrationCard = {
  id: string;
  name: string;
  connects: string;
  category: IntegrationCategory;
  categoryLabel: string;
  kind: IntegrationKind;
  kindLabel: string;
};

/** The matching integrations as cards: name, type, category and what each connects. */
export function IntegrationResults({
  results,
  categoryField,
}: {
  results: IntegrationCard[];
  categoryField: string;
}) {
  return (
    <ul className="mt-4 grid gap-3 @xl:grid-cols-2" data-integration-results>
      {results.map((entry) => {
        const icon = entry.kind === 'mcp' ? 'Network' : 'Plug';
        return (
          <li
            key={entry.id}
            className="flex flex-col rounded-xl border bg-card p-4"
            data-integration={entry.id}
          >
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold">{entry.name}</h3>
              <span
                className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
                  entry.kind === 'mcp' ? 'bg-accent text-accent-foreground' : 'bg-muted'
                }`}
              >
                <StaticIcon icon={icon} className="size-3.5" />
                {entry.kindLabel}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              <span className="sr-only">{categoryField}: </span>
              {entry.categoryLabel}
            </p>
            <p className="mt-2 text-sm leading-6">{entry.connects}</p>
          </li>
        );
      })}
    </ul>
  );
}
