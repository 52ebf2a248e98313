// Types of burst-cluster.mjs, for the TypeScript that imports it (the API's burst test).
export declare function clusterPort(): Promise<number>;
export declare function startBurstCluster(options: {
  players: number;
  port: number;
  env?: Record<string, string>;
}): Promise<{ baseUrl: string; databaseUrl: string; pid: number; output(): string; stop(): Promise<void> }>;
