export type RedisServer = {
  url: string;
  port: number;
  /** Starts it again on the same port, after `stop`. */
  start(): Promise<void>;
  /** Kills it, as an outage would. */
  stop(): Promise<void>;
};

export function freePort(): Promise<number>;
export function startRedisServer(options?: {
  persistent?: boolean;
  /** false: the port is chosen, but nothing listens on it until `start()`. */
  started?: boolean;
}): Promise<RedisServer>;
