import {
  headerVariable,
  type Argument,
  type Input,
  type McpServer,
  type Package,
  type Remote,
  type Transport,
} from './server-schema';

/**
 * The configuration snippet a YNO workspace (or any MCP client with the same shape) holds for
 * an entry. Secrets are never written inline: they are references that the YNO secret service
 * resolves when the server starts, so the plain value never sits in a config file or a log.
 */
export type ConnectionOption =
  { kind: 'remote'; remote: Remote } | { kind: 'package'; pkg: Package };

/** The config key of an entry: its id in kebab case (sequentialThinking → sequential-thinking). */
export function configKey(server: McpServer): string {
  return server.id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function secretReference(server: McpServer, name: string): string {
  return `\${secret:mcp/${configKey(server)}/${name}}`;
}

/**
 * What an entry shows: one remote (the one using the transport the visitor filtered by, if
 * any, else the first), then each of its packages.
 */
export function connectionOptions(server: McpServer, transport?: Transport): ConnectionOption[] {
  const options: ConnectionOption[] = [];
  const remote = server.remotes.find((r) => r.type === transport) ?? server.remotes[0];
  if (remote) options.push({ kind: 'remote', remote });
  for (const pkg of server.packages) options.push({ kind: 'package', pkg });
  return options;
}

type Entry = Record<string, unknown>;

export function clientConfig(server: McpServer, option: ConnectionOption): string {
  const entry =
    option.kind === 'remote'
      ? remoteEntry(server, option.remote)
      : packageEntry(server, option.pkg);
  return formatJson({ mcpServers: { [configKey(server)]: entry } });
}

function remoteEntry(server: McpServer, remote: Remote): Entry {
  const entry: Entry = { transport: remote.type, url: remote.url };
  if (remote.oauth) entry.auth = 'oauth';
  if (remote.headers?.length) {
    entry.headers = Object.fromEntries(
      remote.headers.map((header) => [header.name, headerValue(server, header)]),
    );
  }
  return entry;
}

function headerValue(server: McpServer, header: Input): string {
  const variable = headerVariable(header);
  if (header.value && variable)
    return header.value.replace(`{${variable}}`, secretOrPlaceholder(server, variable, header));
  return header.value ?? secretOrPlaceholder(server, header.name, header);
}

function secretOrPlaceholder(server: McpServer, name: string, input: Partial<Input>): string {
  if (input.isSecret) return secretReference(server, name);
  return input.placeholder ?? input.default ?? `<${name}>`;
}

/** Environment variables worth writing: required ones, secrets, and those with a value to show. */
function configuredEnv(pkg: Package): Input[] {
  return (pkg.environmentVariables ?? []).filter(
    (env) => env.isRequired || env.isSecret || env.placeholder || env.default,
  );
}

function packageEntry(server: McpServer, pkg: Package): Entry {
  const env = configuredEnv(pkg);
  const packageArgs = (pkg.packageArguments ?? []).flatMap((arg) => argumentTokens(server, arg));
  let command: string;
  let args: string[];
  switch (pkg.registryType) {
    case 'npm':
      command = 'npx';
      args = ['-y', `${pkg.identifier}@${pkg.version}`, ...packageArgs];
      break;
    case 'pypi':
      command = 'uvx';
      args = [`${pkg.identifier}==${pkg.version}`, ...packageArgs];
      break;
    case 'oci':
      command = 'docker';
      args = [
        'run',
        '-i',
        '--rm',
        ...env.flatMap((variable) => ['-e', variable.name]),
        pkg.identifier,
        ...packageArgs,
      ];
      break;
  }
  const entry: Entry = { transport: pkg.transport.type, command, args };
  if (env.length) {
    entry.env = Object.fromEntries(
      env.map((variable) => [variable.name, secretOrPlaceholder(server, variable.name, variable)]),
    );
  }
  if (pkg.transport.type !== 'stdio') {
    entry.url = pkg.transport.url.replace(/\{([A-Z_]+)\}/g, (match, name: string) => {
      const variable = env.find((e) => e.name === name);
      return variable?.default ?? variable?.placeholder ?? match;
    });
  }
  return entry;
}

function argumentTokens(server: McpServer, arg: Argument): string[] {
  const value = arg.isSecret
    ? secretReference(server, arg.valueHint!)
    : (arg.value ?? arg.placeholder ?? (arg.valueHint ? `<${arg.valueHint}>` : undefined));
  if (arg.type === 'positional') return value === undefined ? [] : [value];
  if (value === undefined) return [arg.name!];
  // Long flags read as one token (--tools=all); short ones as two (-t stdio).
  return arg.name!.startsWith('--') ? [`${arg.name}=${value}`] : [arg.name!, value];
}

/** JSON with two-space indent, where short arrays of strings stay on one line. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /\[\n(\s+"[^\n]*"(?:,\n\s+"[^\n]*")*)\n\s*\]/g,
    (match, body: string) => {
      const items = body.split(',\n').map((item) => item.trim());
      const inline = `[${items.join(', ')}]`;
      return inline.length <= 72 ? inline : match;
    },
  );
}
