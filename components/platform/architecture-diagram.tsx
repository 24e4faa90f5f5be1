import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { architectureLayers } from '@/lib/platform/architecture';
import { StaticIcon } from '@/components/ui/static-icon';

/**
 * The thirteen services as a server-rendered HTML diagram: layers from top to bottom, the flow
 * between them spelled out in words, so the figure reads the same with or without sight.
 */
export async function ArchitectureDiagram({ locale }: { locale: Locale }) {
  const { architecture } = (await getMessages({ locale })).platform;
  const flows = architecture.flows as Record<string, string>;
  return (
    <section aria-labelledby="architecture" className="mt-12">
      <h2 id="architecture" className="scroll-mt-20 text-2xl font-semibold tracking-tight">
        <a href="#architecture" className="hover:underline">
          {architecture.heading}
        </a>
      </h2>
      <p className="my-4 leading-7">{architecture.lead}</p>
      <figure aria-labelledby="architecture-caption" className="my-6" data-diagram="architecture">
        <ol className="space-y-1">
          {architectureLayers.map((layer, index) => {
            const { name, summary } = architecture.layers[layer.id];
            const flow = flows[layer.id];
            return (
              <li key={layer.id} data-layer={layer.id}>
                <div
                  className={`rounded-xl border-2 p-4 ${
                    layer.id === 'foundation'
                      ? 'border-dashed border-input bg-muted'
                      : 'border-primary/40 bg-card'
                  }`}
                >
                  <p className="font-semibold">
                    <span className="mr-2 inline-flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
                      {index + 1}
                    </span>
                    {name}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{summary}</p>
                  <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                    {layer.services.map((service) => (
                      <li
                        key={service}
                        className="rounded-lg border bg-background p-3"
                        data-service={service}
                      >
                        <span className="block font-medium">
                          {architecture.services[service].name}
                        </span>
                        <span className="block text-sm text-muted-foreground">
                          {architecture.services[service].role}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
                {flow && (
                  <p className="flex items-center gap-2 py-2 pl-4 text-sm font-medium text-primary">
                    <StaticIcon icon="ArrowDown" className="size-4 shrink-0" />
                    {flow}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <figcaption id="architecture-caption" className="mt-4 text-sm text-muted-foreground">
          {architecture.caption}
        </figcaption>
      </figure>
    </section>
  );
}
