import 'server-only';
import type { Block } from '@/lib/content/document';
import type { PageIntl } from '@/lib/content/page-intl';
import {
  code,
  items,
  link,
  section,
  strong,
  subheading,
  type PageParts,
} from '@/lib/content/page-parts';
import { clientConfig, configKey, connectionOptions } from './client-config';
import { serverHostings, serverInputs, serverTransports, type McpServer } from './server-schema';
import { mcpServers } from './servers';

/**
 * The MCP registry as its unfiltered page shows it (components/mcp-registry/): every server
 * card with its facts, inputs and configuration snippets, then how to use a snippet.
 */
export function registryParts(intl: PageIntl): PageParts {
  const m = intl.messages.mcpRegistry;
  const count = intl.t('mcpRegistry.results.count', {
    shown: mcpServers.length,
    total: mcpServers.length,
  });
  return {
    head: { title: m.title, intro: m.intro },
    lead: [
      section(
        'registry-results',
        m.results.heading,
        count,
        ...mcpServers.flatMap((server) => serverBlocks(intl, server)),
      ),
    ],
    footer: [section('registry-how-to', m.howTo.heading, m.howTo.body, m.howTo.disclaimer)],
  };
}

function serverBlocks({ messages, t }: PageIntl, server: McpServer): Block[] {
  const m = messages.mcpRegistry;
  const text = m.servers[server.id as keyof typeof m.servers] as {
    description: string;
    inputs: Record<string, string>;
  };
  const badges = [
    ...serverTransports(server).map((transport) => m.transports[transport]),
    ...serverHostings(server).map((hosting) => m.hostings[hosting]),
  ];
  const repository = server.repository.url.replace('https://', '');
  const facts = [
    `${m.card.version}: ${code(server.version)}`,
    `${m.card.repository}: ${link(repository, server.repository.url)}${
      server.repository.subfolder ? ` (${server.repository.subfolder})` : ''
    }`,
    server.websiteUrl &&
      `${m.card.website}: ${link(server.websiteUrl.replace('https://', ''), server.websiteUrl)}`,
  ].filter((fact): fact is string => Boolean(fact));
  const inputs = serverInputs(server);
  const inputList = inputs.map((input) => {
    const marks = [input.isRequired ? m.card.required : m.card.optional];
    if (input.isSecret) marks.push(m.card.secret);
    const help = text.inputs[input.name];
    return `${code(input.name)} (${marks.join(', ')})${help ? `: ${help}` : ''}`;
  });
  const snippets = connectionOptions(server).flatMap((option) => [
    strong(
      option.kind === 'remote'
        ? t('mcpRegistry.card.remoteOption', {
            transport: m.transports[option.remote.type],
          })
        : t('mcpRegistry.card.packageOption', {
            registry: option.pkg.registryType,
            transport: m.transports[option.pkg.transport.type],
          }),
    ),
    option.kind === 'remote' && option.remote.oauth && m.card.oauth,
    { lang: 'json', code: clientConfig(server, option) },
  ]);
  return [
    subheading(server.title, `server-${configKey(server)}`),
    `${code(server.name)} · ${m.categories[server.category]}`,
    text.description,
    badges.join(' · '),
    items(facts),
    strong(m.card.inputs),
    inputs.length ? items(inputList) : m.card.noInputs,
    ...snippets,
  ].filter((block): block is Block => Boolean(block));
}
