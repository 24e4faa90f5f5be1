// Stands in for `server-only` under Jest, which runs outside React's server environment.
export {};
