import 'server-only';
import { z } from 'zod';

/**
 * One MCP registry entry. Field names follow the official MCP registry's server.json
 * (https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json): name, title,
 * version, repository, websiteUrl, packages (registryType, identifier, version, runtimeHint,
 * transport, environmentVariables, packageArguments) and remotes (type, url, headers).
 * YNO adds `id` (the key of the entry's text in the mcpRegistry catalogue, where its localized
 * description lives), `category` (the official schema has none) and `oauth` on remotes that
 * sign in through the provider's OAuth flow instead of a header.
 */
import {
  categories,
  hostings,
  registryTypes,
  transports,
  type Hosting,
  type Transport,
} from './server-facets';

export { categories, hostings, registryTypes, transports };
export type { Category, Hosting, RegistryType, Transport } from './server-facets';

/** A pinned version: no ranges, wildcards or 'latest' (the official schema rejects them). */
const pinnedVersion = z
  .string()
  .min(1)
  .max(255)
  .refine((v) => v !== 'latest' && !/[\^~*<>=\s]|\.x$/.test(v), 'version must be pinned');

const httpsUrl = z.url({ protocol: /^https$/ });
const localUrl = z.url({ protocol: /^https?$/ });

/** KeyValueInput of server.json: an environment variable or an HTTP header. */
export const inputSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
  isRequired: z.boolean(),
  isSecret: z.boolean(),
  format: z.enum(['string', 'number', 'boolean', 'filepath']).optional(),
  default: z.string().optional(),
  placeholder: z.string().optional(),
  /** A fixed value, with {NAME} standing for another input (e.g. 'Bearer {GITHUB_PAT}'). */
  value: z.string().optional(),
});
export type Input = z.infer<typeof inputSchema>;

export const argumentSchema = z
  .strictObject({
    type: z.enum(['positional', 'named']),
    name: z
      .string()
      .regex(/^-{1,2}[a-z][a-z0-9-]*$/)
      .optional(),
    value: z.string().optional(),
    valueHint: z.string().optional(),
    placeholder: z.string().optional(),
    isRequired: z.boolean().optional(),
    isSecret: z.boolean().optional(),
  })
  .refine((a) => a.type === 'positional' || a.name !== undefined, 'named arguments need a name')
  .refine(
    (a) => a.type === 'named' || a.value !== undefined || a.valueHint !== undefined,
    'positional arguments need a value or a valueHint',
  )
  .refine((a) => !a.isSecret || a.valueHint !== undefined, 'secret arguments need a valueHint');
export type Argument = z.infer<typeof argumentSchema>;

const transportSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('stdio') }),
  z.strictObject({ type: z.literal('streamable-http'), url: z.string().min(1) }),
  z.strictObject({ type: z.literal('sse'), url: z.string().min(1) }),
]);

export const packageSchema = z
  .strictObject({
    registryType: z.enum(registryTypes),
    identifier: z.string().min(1),
    version: pinnedVersion,
    runtimeHint: z.enum(['npx', 'uvx', 'docker']),
    transport: transportSchema,
    environmentVariables: z.array(inputSchema).optional(),
    packageArguments: z.array(argumentSchema).optional(),
  })
  .refine(
    (p) =>
      (p.registryType === 'npm' && p.runtimeHint === 'npx') ||
      (p.registryType === 'pypi' && p.runtimeHint === 'uvx') ||
      (p.registryType === 'oci' && p.runtimeHint === 'docker'),
    'runtimeHint must match the registry type',
  )
  .refine(
    (p) => p.registryType !== 'oci' || p.identifier.endsWith(`:${p.version}`),
    'an OCI identifier carries its version as the image tag',
  )
  .refine(
    (p) => p.registryType !== 'npm' || /^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/.test(p.identifier),
    'npm identifiers are package names',
  );
export type Package = z.infer<typeof packageSchema>;

export const remoteSchema = z.strictObject({
  type: z.enum(['streamable-http', 'sse']),
  url: httpsUrl,
  headers: z.array(inputSchema).optional(),
  oauth: z.boolean().optional(),
});
export type Remote = z.infer<typeof remoteSchema>;

export const mcpServerSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
    /** Reverse-DNS namespace, one slash, server name (the official pattern). */
    name: z
      .string()
      .min(3)
      .max(200)
      .regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/)
      .refine((n) => n.split('/')[0].includes('.'), 'the namespace is reverse-DNS'),
    title: z.string().min(1).max(100),
    version: pinnedVersion,
    repository: z.strictObject({
      url: httpsUrl.refine((u) => u.startsWith('https://github.com/'), 'a GitHub repository'),
      source: z.literal('github'),
      subfolder: z.string().optional(),
    }),
    websiteUrl: httpsUrl.optional(),
    category: z.enum(categories),
    packages: z.array(packageSchema),
    remotes: z.array(remoteSchema),
  })
  .refine((s) => s.packages.length + s.remotes.length > 0, 'a package or a remote is required')
  .refine(
    (s) =>
      s.packages.every(
        (p) =>
          p.transport.type === 'stdio' ||
          localUrl.safeParse(p.transport.url.replace(/\{[A-Z_]+\}/g, '3000')).success,
      ),
    'package transport URLs resolve to URLs',
  );
export type McpServer = z.infer<typeof mcpServerSchema>;

export const registrySchema = z
  .array(mcpServerSchema)
  .refine((list) => new Set(list.map((s) => s.id)).size === list.length, 'ids are unique')
  .refine((list) => new Set(list.map((s) => s.name)).size === list.length, 'names are unique');

/** Transports an entry can be reached by, remote or local. */
export function serverTransports(server: McpServer): Transport[] {
  const found = new Set<Transport>();
  for (const remote of server.remotes) found.add(remote.type);
  for (const pkg of server.packages) found.add(pkg.transport.type);
  return transports.filter((t) => found.has(t));
}

export function serverHostings(server: McpServer): Hosting[] {
  return hostings.filter((h) => (h === 'remote' ? server.remotes : server.packages).length > 0);
}

/** Every environment variable, header and secret argument an entry asks for, once each. */
export function serverInputs(server: McpServer): Input[] {
  const byName = new Map<string, Input>();
  for (const remote of server.remotes)
    for (const header of remote.headers ?? []) {
      const name = headerVariable(header) ?? header.name;
      byName.set(name, { ...header, name });
    }
  for (const pkg of server.packages) {
    for (const env of pkg.environmentVariables ?? []) byName.set(env.name, env);
    for (const arg of pkg.packageArguments ?? [])
      if (arg.isSecret && arg.valueHint)
        byName.set(arg.valueHint, {
          name: arg.valueHint,
          isRequired: arg.isRequired ?? false,
          isSecret: true,
        });
  }
  return [...byName.values()];
}

/** The input a header value refers to: 'Bearer {NEON_API_KEY}' → 'NEON_API_KEY'. */
export function headerVariable(header: Input): string | undefined {
  return header.value ? /\{([A-Z][A-Z0-9_]*)\}/.exec(header.value)?.[1] : undefined;
}
