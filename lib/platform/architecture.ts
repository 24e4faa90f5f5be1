/**
 * The thirteen services of docs/specification.md §9, grouped into the layers the platform diagram
 * draws. Names and roles come from the `platform.architecture` messages.
 */
import { platformServices, type PlatformService } from '@/lib/home/services';

/** The same thirteen services the home status bar lists. */
export const serviceIds = platformServices;
export type ServiceId = PlatformService;

export type ArchitectureLayer = { id: LayerId; services: readonly ServiceId[] };
export type LayerId = 'entry' | 'orchestration' | 'execution' | 'context' | 'foundation';

/** Top to bottom: a request enters, is orchestrated, runs, draws on context; all on the foundation. */
export const architectureLayers: readonly ArchitectureLayer[] = [
  { id: 'entry', services: ['apiGateway', 'auth', 'forms'] },
  { id: 'orchestration', services: ['workflow', 'task', 'humanInTheLoop'] },
  { id: 'execution', services: ['pipelineService', 'pipelineEngine', 'dockerfileValidator'] },
  { id: 'context', services: ['rag', 'connectors'] },
  { id: 'foundation', services: ['secret', 'shared'] },
];
