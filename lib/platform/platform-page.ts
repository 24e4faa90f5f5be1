import { callToActionSection } from '@/lib/content/common-parts';
import type { PageIntl } from '@/lib/content/page-intl';
import { items, section, strong, subheading, type PageParts } from '@/lib/content/page-parts';
import { architectureLayers } from './architecture';

/**
 * The platform page after its prose: the architecture diagram in words, as the page draws it
 * (components/platform/architecture-diagram.tsx), then the call to action.
 */
export function platformParts(intl: PageIntl): PageParts {
  const { architecture } = intl.messages.platform;
  const flows = architecture.flows as Record<string, string>;
  const layers = architectureLayers.flatMap((layer, index) => {
    const { name, summary } = architecture.layers[layer.id];
    return [
      subheading(`${index + 1}. ${name}`),
      summary,
      items(
        layer.services.map(
          (service) =>
            `${strong(architecture.services[service].name)}: ${architecture.services[service].role}`,
        ),
      ),
      flows[layer.id] && `↓ ${flows[layer.id]}`,
    ];
  });
  return {
    footer: [
      section(
        'architecture',
        architecture.heading,
        architecture.lead,
        ...layers,
        architecture.caption,
      ),
      callToActionSection(intl, 'platform'),
    ],
  };
}
